import { formatCount } from '../cli-io.ts';
import { readSequenceState, readSequences, type Table } from './catalogue.ts';
import { quoteIdentifier, type SqlSession } from './sql-session.ts';

export interface TableSummary {
  rows: number;
  /**
   * md5 over the md5 of every row's text, sorted: the same rows give the same value whatever their
   * physical order or the server's collation. Every column counts, computed ones too.
   */
  checksum: string;
}

/** Computed in SQL on each side, so only two numbers cross the wire per table. */
export async function summarizeTable(session: SqlSession, table: Table): Promise<TableSummary> {
  const row = table.columns.map((column) => `t.${quoteIdentifier(column.name)}`).join(', ');
  const [summary] = await session.query<TableSummary>(
    `SELECT count(*)::int AS rows,
            md5(coalesce(string_agg(hash, '' ORDER BY hash COLLATE "C"), '')) AS checksum
       FROM (SELECT md5(ROW(${row})::text) AS hash FROM ${table.name} AS t) AS hashed`,
  );
  if (!summary) throw new Error(`No summary of ${table.name}`);
  return summary;
}

export interface TableComparison {
  table: string;
  source: TableSummary;
  target: TableSummary;
  isEqual: boolean;
}

export async function compareTables(
  source: SqlSession,
  target: SqlSession,
  tables: readonly Table[],
): Promise<TableComparison[]> {
  const comparisons: TableComparison[] = [];
  for (const table of tables) {
    const [left, right] = [
      await summarizeTable(source, table),
      await summarizeTable(target, table),
    ];
    comparisons.push({
      table: table.name,
      source: left,
      target: right,
      isEqual: left.rows === right.rows && left.checksum === right.checksum,
    });
  }
  return comparisons;
}

/** The sequences whose position differs between the two sides, in words; empty when none. */
export async function differingSequences(
  source: SqlSession,
  target: SqlSession,
): Promise<string[]> {
  const problems: string[] = [];
  const names = await readSequences(source);
  const targetNames = new Set(await readSequences(target));
  for (const name of names) {
    if (!targetNames.has(name)) {
      problems.push(`${name}: missing on PostgreSQL`);
      continue;
    }
    const [left, right] = [
      await readSequenceState(source, name),
      await readSequenceState(target, name),
    ];
    if (left.lastValue !== right.lastValue || left.isCalled !== right.isCalled) {
      problems.push(`${name}: ${left.lastValue} embedded, ${right.lastValue} on PostgreSQL`);
    }
  }
  return problems;
}

const CHECKSUM_SHOWN = 16;

/** The comparison as a text table, one line per table and a header. */
export function formatComparisons(comparisons: readonly TableComparison[]): string[] {
  const header = [
    'table',
    'rows (embedded)',
    'rows (PostgreSQL)',
    'checksum (embedded)',
    'checksum (PostgreSQL)',
    '',
  ];
  const lines = comparisons.map((comparison) => [
    comparison.table,
    formatCount(comparison.source.rows),
    formatCount(comparison.target.rows),
    comparison.source.checksum.slice(0, CHECKSUM_SHOWN),
    comparison.target.checksum.slice(0, CHECKSUM_SHOWN),
    comparison.isEqual ? 'equal' : 'DIFFERENT',
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...lines.map((line) => line[column]!.length)),
  );
  const numeric = new Set([1, 2]);
  const render = (cells: string[]) =>
    cells
      .map((cell, column) =>
        numeric.has(column) ? cell.padStart(widths[column]!) : cell.padEnd(widths[column]!),
      )
      .join('  ')
      .trimEnd();
  return [render(header), render(widths.map((width) => '-'.repeat(width))), ...lines.map(render)];
}
