import { jobSchema } from '../../lib/job-queue.ts';
import {
  planCopy,
  readForeignKeys,
  readSequenceState,
  readSequences,
  readTriggeredRelations,
  type Table,
} from './catalogue.ts';
import { quoteIdentifier, type SqlSession, type TextValue } from './sql-session.ts';

export interface TableCopyProgress {
  tableCopied(table: string, rows: number, milliseconds: number): void;
}

export interface TableCopyResult {
  tables: number;
  rows: number;
  sequences: number;
}

/**
 * pg-boss keeps each queue's jobs in a partition of `pgboss.job` that its `create_queue` function
 * makes along with the queue's row: the target gets the source's queues that way first (the rows
 * themselves are then replaced by the source's like any other table's), so that the jobs have
 * their partitions to go into.
 */
async function createJobQueues(source: SqlSession, target: SqlSession): Promise<void> {
  const queues = await source.query<{ name: string }>(
    `SELECT name FROM ${jobSchema}.queue ORDER BY name`,
  );
  for (const queue of queues) {
    await target.query(`SELECT ${jobSchema}.create_queue($1, '{}'::json)`, [queue.name]);
  }
}

/** One table, read through a cursor in batches, written with one statement per batch. */
async function copyRows(
  source: SqlSession,
  target: SqlSession,
  table: Table,
  batchSize: number,
): Promise<number> {
  const columns = table.columns.filter((column) => !column.generated);
  const names = columns.map((column) => quoteIdentifier(column.name));
  // Whatever is already there (rows a migration or a trigger wrote) goes: the result is the source.
  await target.run(`DELETE FROM ${table.name}`);
  // One array of text per column, unnested into rows and cast to each column's type.
  const insert =
    `INSERT INTO ${table.name} (${names.join(', ')}) OVERRIDING SYSTEM VALUE ` +
    `SELECT ${columns.map((column, at) => `v${at}::${column.type}`).join(', ')} ` +
    `FROM unnest(${columns.map((_, at) => `$${at + 1}::text[]`).join(', ')}) ` +
    `AS u(${columns.map((_, at) => `v${at}`).join(', ')})`;
  await source.run('BEGIN READ ONLY');
  try {
    await source.run(
      `DECLARE move_rows NO SCROLL CURSOR FOR SELECT ${names.map((name) => `${name}::text`).join(', ')} FROM ${table.name}`,
    );
    let rows = 0;
    for (;;) {
      const batch = await source.queryTexts(`FETCH FORWARD ${batchSize} FROM move_rows`);
      if (batch.length === 0) break;
      await target.query(
        insert,
        columns.map((_, at) => batch.map((row): TextValue => row[at] ?? null)),
      );
      rows += batch.length;
    }
    return rows;
  } finally {
    await source.run('COMMIT');
  }
}

/**
 * Copies every table in the order of its foreign keys, in the target's one transaction (the
 * caller's): nothing is left half-copied. Triggers of the target's own (ratings kept from reviews,
 * invoices that refuse changes, a table kept from another) are off meanwhile, so the rows arrive
 * exactly as the source has them; foreign keys stay on, except the cyclic ones, dropped and then
 * created again (which checks them). Sequences then take the source's positions.
 */
export async function copyTables(
  source: SqlSession,
  target: SqlSession,
  tables: readonly Table[],
  options: { batchSize: number; progress: TableCopyProgress },
): Promise<TableCopyResult> {
  const byName = new Map(tables.map((table) => [table.name, table]));
  // First, so that the partitions' foreign keys order the jobs after their queues.
  await createJobQueues(source, target);
  const plan = planCopy([...byName.keys()], await readForeignKeys(target));
  const triggered = await readTriggeredRelations(target);

  for (const relation of triggered)
    await target.run(`ALTER TABLE ${relation} DISABLE TRIGGER USER`);
  for (const key of plan.cyclic) {
    await target.run(`ALTER TABLE ${key.relation} DROP CONSTRAINT ${quoteIdentifier(key.name)}`);
  }

  let rows = 0;
  for (const name of plan.order) {
    const started = Date.now();
    const copied = await copyRows(source, target, byName.get(name)!, options.batchSize);
    options.progress.tableCopied(name, copied, Date.now() - started);
    rows += copied;
  }

  for (const key of plan.cyclic) {
    await target.run(
      `ALTER TABLE ${key.relation} ADD CONSTRAINT ${quoteIdentifier(key.name)} ${key.definition}`,
    );
  }
  for (const relation of triggered) await target.run(`ALTER TABLE ${relation} ENABLE TRIGGER USER`);

  const sequences = await readSequences(source);
  for (const sequence of sequences) {
    const state = await readSequenceState(source, sequence);
    await target.query(`SELECT setval($1::regclass, $2::bigint, $3)`, [
      sequence,
      state.lastValue,
      state.isCalled,
    ]);
  }
  return { tables: plan.order.length, rows, sequences: sequences.length };
}
