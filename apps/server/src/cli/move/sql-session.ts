import type { PgliteClient } from '../../db/embedded-client.ts';
import type pg from 'pg';

/** A value as PostgreSQL writes it in text, or null. */
export type TextValue = string | null;

/**
 * One connection of the move, to either side: the copy of the embedded database (PGlite) or the
 * target (PostgreSQL). Data travels as text, never through JavaScript types: a timestamp keeps its
 * microseconds and a bigint its digits.
 */
export interface SqlSession {
  query<Row extends object>(text: string, values?: unknown[]): Promise<Row[]>;
  /** Rows as arrays, for statements whose columns are all cast to text. */
  queryTexts(text: string, values?: unknown[]): Promise<TextValue[][]>;
  /** Several statements without parameters. */
  run(script: string): Promise<void>;
}

export function pgliteSession(client: PgliteClient): SqlSession {
  return {
    async query<Row extends object>(text: string, values?: unknown[]) {
      return (await client.query<Row>(text, values)).rows;
    },
    async queryTexts(text, values) {
      return (await client.query<TextValue[]>(text, values, { rowMode: 'array' })).rows;
    },
    async run(script) {
      await client.exec(script);
    },
  };
}

export function postgresSession(client: pg.ClientBase): SqlSession {
  return {
    async query<Row extends object>(text: string, values?: unknown[]) {
      return (await client.query<Row>(text, values)).rows;
    },
    async queryTexts(text, values) {
      return (await client.query<TextValue[]>({ text, values, rowMode: 'array' })).rows;
    },
    async run(script) {
      await client.query(script);
    },
  };
}

/**
 * The same text on both sides, whatever each server's defaults: times in UTC and ISO form, floats
 * exact, bytes in hex. Checksums over rows' text compare only when both write it alike.
 */
export const textSettings = `
  SET TimeZone = 'UTC';
  SET DateStyle = 'ISO, YMD';
  SET IntervalStyle = 'postgres';
  SET extra_float_digits = 1;
  SET bytea_output = 'hex';
`;

/** An identifier quoted for SQL ("name", with inner quotes doubled). */
export const quoteIdentifier = (name: string) => `"${name.replaceAll('"', '""')}"`;
