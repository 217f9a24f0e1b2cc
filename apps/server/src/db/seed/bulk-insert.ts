import { getTableColumns, getTableName, sql, type InferInsertModel } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Transaction } from '../client.ts';

/**
 * The demo's large inserts (hundreds of rows of a dozen fields and more) in one statement with one
 * parameter: the rows as JSON, which PostgreSQL spreads over the table's own column types
 * (`jsonb_populate_recordset`). drizzle's insert makes a parameter of every value, and building
 * the 827 review bookings' 20,000 took about 100 ms of the server's thread on a new data folder's
 * start, while the database waited for the statement. Every row gives the same fields (a field a
 * row left out would be written as null, not as the column's default). Answers the new rows' ids,
 * in the rows' order.
 */
export async function insertRows<Table extends PgTable & { id: unknown }>(
  tx: Transaction,
  table: Table,
  rows: Array<InferInsertModel<Table>>,
): Promise<number[]> {
  const first = rows[0];
  if (!first) return [];
  const fields = Object.keys(first);
  const columnOf = getTableColumns(table);
  const columns = fields.map((field) => {
    const column = columnOf[field];
    if (!column) throw new Error(`${getTableName(table)} has no column for ${field}`);
    return sql.identifier(column.name);
  });
  const json = rows.map((row) => {
    const values = row as Record<string, unknown>;
    if (Object.keys(values).length !== fields.length || !fields.every((field) => field in values)) {
      throw new Error(`Every row of ${getTableName(table)} gives the same fields`);
    }
    return Object.fromEntries(
      fields.map((field) => [columnOf[field]!.name, values[field] ?? null]),
    );
  });
  const list = sql.join(columns, sql`, `);
  const result = (await tx.execute(sql`
    insert into ${table} (${list})
    select ${list}
    from jsonb_populate_recordset(null::${table}, ${JSON.stringify(json)}::jsonb)
      with ordinality as given
    order by given.ordinality
    returning id`)) as { rows: Array<{ id: number }> };
  return result.rows.map((row) => Number(row.id));
}
