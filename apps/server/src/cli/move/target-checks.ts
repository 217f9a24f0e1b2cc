import { openPglite } from '../../db/client.ts';
import { runMigrations } from '../../db/migrate.ts';
import { CliError, formatCount } from '../cli-io.ts';
import { readTables, type Table } from './catalogue.ts';
import { pgliteSession, type SqlSession } from './sql-session.ts';

async function countRows(session: SqlSession, tables: readonly Table[]) {
  const counts = new Map<string, number>();
  for (const table of tables) {
    const [row] = await session.query<{ rows: number }>(
      `SELECT count(*)::int AS rows FROM ${table.name}`,
    );
    counts.set(table.name, row?.rows ?? 0);
  }
  return counts;
}

/**
 * The rows a database holds right after the migrations and nothing else, per table: a new
 * database, migrated in memory. Today that is none anywhere, but a migration may one day write
 * some (a list of categories), and they are not data the target "already holds".
 */
async function rowsMigrationsWrite(): Promise<Map<string, number>> {
  const reference = await openPglite(null);
  try {
    await runMigrations(reference);
    if (reference.driver !== 'pglite') throw new Error('unreachable');
    const session = pgliteSession(reference.client);
    return await countRows(session, await readTables(session));
  } finally {
    await reference.close();
  }
}

/**
 * Refuses a target holding anything beyond what its migrations wrote: the move is for a new
 * database, and would otherwise replace that data (or mix two installations).
 */
export async function refuseTargetWithData(
  target: SqlSession,
  tables: readonly Table[],
): Promise<void> {
  const [held, migrated] = [await countRows(target, tables), await rowsMigrationsWrite()];
  const extra = [...held]
    .filter(([table, rows]) => rows !== (migrated.get(table) ?? 0))
    .map(([table, rows]) => `${table} (${formatCount(rows)} ${rows === 1 ? 'row' : 'rows'})`);
  if (extra.length === 0) return;
  throw new CliError(
    `The target database already holds data: ${extra.slice(0, 8).join(', ')}` +
      `${extra.length > 8 ? ` and ${extra.length - 8} more tables` : ''}. ` +
      'Nothing was changed. Move into a new, empty database (createdb), or drop this one first if its data is not needed.',
  );
}

/** Tables or columns on one side only, in words; empty when both sides have the same schema. */
export function schemaDifferences(source: readonly Table[], target: readonly Table[]): string[] {
  const describe = (table: Table) =>
    table.columns.map((column) => `${column.name} ${column.type}`).join(', ');
  const targetByName = new Map(target.map((table) => [table.name, table]));
  const sourceNames = new Set(source.map((table) => table.name));
  const problems: string[] = [];
  for (const table of source) {
    const other = targetByName.get(table.name);
    if (!other) problems.push(`${table.name} exists only in the embedded database`);
    else if (describe(table) !== describe(other)) {
      problems.push(`${table.name} has other columns on each side`);
    }
  }
  for (const table of target) {
    if (!sourceNames.has(table.name)) problems.push(`${table.name} exists only on PostgreSQL`);
  }
  return problems;
}

/** The target's text must hold anything the embedded database (UTF-8) holds. */
export async function refuseOtherEncoding(target: SqlSession): Promise<void> {
  const [row] = await target.query<{ encoding: string }>(
    `SELECT pg_encoding_to_char(encoding) AS encoding FROM pg_database WHERE datname = current_database()`,
  );
  if (row?.encoding !== 'UTF8') {
    throw new CliError(
      `The target database's encoding is ${row?.encoding ?? 'unknown'}, not UTF8: create it with ` +
        "createdb --encoding=UTF8 --template=template0 (or CREATE DATABASE ... ENCODING 'UTF8').",
    );
  }
}
