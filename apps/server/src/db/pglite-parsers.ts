// Which column types PGlite returns as PostgreSQL's text, in the worker's database
// (embedded-worker.ts) and the calling thread's (in-process-client.ts). drizzle-orm's PGlite
// driver parses timestamps, dates and intervals itself and asks PGlite, on every query, to leave
// them as text. Asked per query, PGlite merges those parsers into its own for each query, and a
// one-row select cost about twice as much (200 µs against 100 µs, measured on the demo database):
// so both open their database with them as text, and a query passes parsers only when it wants
// something else.
import { types, type ParserOptions, type Results, type RowMode } from '@electric-sql/pglite';

/** Timestamps, dates, intervals and their arrays, and numeric[]: what drizzle reads as text. */
export const textTypes: readonly number[] = [
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  1231, // numeric[]
  1115, // timestamp[]
  1185, // timestamptz[]
  1187, // interval[]
  1182, // date[]
];

const asText = (value: string) => value;

/** The database's own parsers (PGlite's create): `textTypes` stay as text. */
export const textParsers: ParserOptions = Object.fromEntries(
  textTypes.map((type) => [type, asText]),
);

/**
 * The parsers one query passes to that database, so that exactly the types in `unparsed` come back
 * as text and every other type as PGlite parses it: none for drizzle's queries (`textTypes`).
 */
export function queryParsers(unparsed: readonly number[]): ParserOptions | undefined {
  if (unparsed.length === textTypes.length && textTypes.every((type) => unparsed.includes(type))) {
    return undefined;
  }
  const defaults = types.parsers as ParserOptions;
  const parsers: ParserOptions = {};
  for (const type of textTypes) parsers[type] = defaults[type] ?? asText;
  for (const type of unparsed) parsers[type] = asText;
  return parsers;
}

/**
 * The caller's own parsers, run on the columns of the types it named (which came back as text):
 * what PGlite would have done with them had the query passed them.
 */
export function parseTextColumns<T>(
  results: Results<T>,
  parsers: ParserOptions,
  rowMode: RowMode | undefined,
): Results<T> {
  const columns = results.fields.flatMap((field, index) => {
    const parse = parsers[field.dataTypeID];
    return parse
      ? [{ key: rowMode === 'array' ? index : field.name, parse, type: field.dataTypeID }]
      : [];
  });
  if (columns.length === 0) return results;
  for (const row of results.rows as Array<Record<string | number, unknown>>) {
    for (const { key, parse } of columns) {
      const value = row[key];
      if (typeof value === 'string') row[key] = parse(value);
    }
  }
  return results;
}
