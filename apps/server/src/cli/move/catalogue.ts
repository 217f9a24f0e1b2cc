import { jobSchema } from '../../lib/job-queue.ts';
import type { SqlSession } from './sql-session.ts';

/**
 * What the move copies, read from PostgreSQL's own catalogue rather than from a list kept by hand:
 * every table of the product's schema and of the job queue's, so a table a later migration adds
 * (or a table a trigger keeps) moves without a change here.
 */
export const movedSchemas = ['public', jobSchema] as const;

/** pg-boss's record of its own schema version: written by the migrations on each side, not copied. */
const notCopied = new Set([`${jobSchema}.version`]);

const schemaList = movedSchemas.map((schema) => `'${schema}'`).join(', ');

export interface Column {
  name: string;
  /** As format_type writes it, fit for a cast: `timestamp with time zone`, `text[]`. */
  type: string;
  /** Computed by PostgreSQL (GENERATED ALWAYS AS ...): never written, compared all the same. */
  generated: boolean;
}

export interface Table {
  /** `public.users`, quoted where needed: usable as it is in SQL. */
  name: string;
  columns: Column[];
}

export interface ForeignKey {
  /** The constraint's name and the relation it is declared on (a partition's, for pg-boss's). */
  name: string;
  relation: string;
  /** The tables it links, each the root of its partitions. */
  from: string;
  to: string;
  /** pg_get_constraintdef: what re-creates it. */
  definition: string;
  /** Declared on a partitioned table and copied to its partitions: it goes with the parent's. */
  inherited: boolean;
}

/** Tables (partitioned ones as one table, through their parent) with their columns, by name. */
export async function readTables(session: SqlSession): Promise<Table[]> {
  const rows = await session.query<{
    table: string;
    column: string;
    type: string;
    generated: boolean;
  }>(
    `SELECT format('%I.%I', n.nspname, c.relname) AS "table", a.attname AS "column",
            format_type(a.atttypid, a.atttypmod) AS type, a.attgenerated IN ('s', 'v') AS generated
       FROM pg_class c
       JOIN pg_namespace n ON n.oid = c.relnamespace
       JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped
      WHERE n.nspname IN (${schemaList}) AND c.relkind IN ('r', 'p') AND NOT c.relispartition
      ORDER BY 1, a.attnum`,
  );
  const tables = new Map<string, Table>();
  for (const row of rows) {
    if (notCopied.has(row.table)) continue;
    const table = tables.get(row.table) ?? { name: row.table, columns: [] };
    table.columns.push({ name: row.column, type: row.type, generated: row.generated });
    tables.set(row.table, table);
  }
  return [...tables.values()];
}

export async function readForeignKeys(session: SqlSession): Promise<ForeignKey[]> {
  return session.query<ForeignKey>(
    `SELECT con.conname AS name, con.conrelid::regclass::text AS relation,
            format('%I.%I', fn.nspname, fc.relname) AS "from",
            format('%I.%I', tn.nspname, tc.relname) AS "to",
            pg_get_constraintdef(con.oid) AS definition, con.conparentid <> 0 AS inherited
       FROM pg_constraint con
       JOIN pg_class fc ON fc.oid = coalesce(pg_partition_root(con.conrelid), con.conrelid)
       JOIN pg_namespace fn ON fn.oid = fc.relnamespace
       JOIN pg_class tc ON tc.oid = coalesce(pg_partition_root(con.confrelid), con.confrelid)
       JOIN pg_namespace tn ON tn.oid = tc.relnamespace
      WHERE con.contype = 'f' AND fn.nspname IN (${schemaList})
      ORDER BY 3, 1`,
  );
}

/** Relations with triggers of their own (not the ones PostgreSQL makes for foreign keys). */
export async function readTriggeredRelations(session: SqlSession): Promise<string[]> {
  const rows = await session.query<{ relation: string }>(
    `SELECT DISTINCT t.tgrelid::regclass::text AS relation
       FROM pg_trigger t
       JOIN pg_class c ON c.oid = t.tgrelid
       JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE NOT t.tgisinternal AND n.nspname IN (${schemaList})
      ORDER BY 1`,
  );
  return rows.map((row) => row.relation);
}

/** Sequences (identity columns' and serials'), which a copy of rows does not advance. */
export async function readSequences(session: SqlSession): Promise<string[]> {
  const rows = await session.query<{ name: string }>(
    `SELECT format('%I.%I', n.nspname, c.relname) AS name
       FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE c.relkind = 'S' AND n.nspname IN (${schemaList})
      ORDER BY 1`,
  );
  return rows.map((row) => row.name);
}

export interface SequenceState {
  lastValue: string;
  isCalled: boolean;
}

export async function readSequenceState(
  session: SqlSession,
  sequence: string,
): Promise<SequenceState> {
  const [row] = await session.query<{ lastValue: string; isCalled: boolean }>(
    `SELECT last_value::text AS "lastValue", is_called AS "isCalled" FROM ${sequence}`,
  );
  if (!row) throw new Error(`The sequence ${sequence} has no state`);
  return row;
}

export interface CopyPlan {
  /** Every table, each after the tables it refers to. */
  order: string[];
  /**
   * Foreign keys inside a cycle (a table referring to itself, such as a company's parent company,
   * or tables referring to each other): no table order satisfies them row by row, so they are
   * dropped while the rows go in and created again after, which checks every row at once.
   */
  cyclic: ForeignKey[];
}

/**
 * Tarjan's strongly connected components: each component comes out after every component it
 * refers to, so parents precede children; links inside a component are the cyclic ones.
 */
export function planCopy(tables: readonly string[], foreignKeys: readonly ForeignKey[]): CopyPlan {
  const known = new Set(tables);
  const links = foreignKeys.filter((key) => known.has(key.from) && known.has(key.to));
  const refersTo = new Map(tables.map((table) => [table, new Set<string>()]));
  for (const key of links) refersTo.get(key.from)?.add(key.to);

  const index = new Map<string, number>();
  const lowLink = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const componentOf = new Map<string, number>();
  const order: string[] = [];
  let counter = 0;
  let components = 0;

  const visit = (table: string) => {
    index.set(table, counter);
    lowLink.set(table, counter);
    counter += 1;
    stack.push(table);
    onStack.add(table);
    for (const next of [...(refersTo.get(table) ?? [])].sort()) {
      if (!index.has(next)) {
        visit(next);
        lowLink.set(table, Math.min(lowLink.get(table)!, lowLink.get(next)!));
      } else if (onStack.has(next)) {
        lowLink.set(table, Math.min(lowLink.get(table)!, index.get(next)!));
      }
    }
    if (lowLink.get(table) !== index.get(table)) return;
    const members: string[] = [];
    for (;;) {
      const member = stack.pop()!;
      onStack.delete(member);
      componentOf.set(member, components);
      members.push(member);
      if (member === table) break;
    }
    components += 1;
    order.push(...members.sort());
  };
  for (const table of [...tables].sort()) if (!index.has(table)) visit(table);

  const cyclic = links.filter(
    (key) => !key.inherited && componentOf.get(key.from) === componentOf.get(key.to),
  );
  return { order, cyclic };
}
