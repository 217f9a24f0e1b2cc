// What the server's thread and the embedded database's worker (embedded-worker.ts) say to each
// other. Types only: both ends import it.
import type { PGliteOptions } from '@electric-sql/pglite';

export interface EmbeddedWorkerData {
  /** PGlite's options that a thread can receive (no functions, no extensions: the worker adds them). */
  options: Pick<PGliteOptions, 'dataDir' | 'relaxedDurability' | 'startParams'>;
  /** The build's template, which a data folder that holds no database starts from. */
  template?: string | null;
}

export type EmbeddedRequest = { id: number } & (
  | {
      kind: 'query';
      /** The open transaction it belongs to, or null for the database itself. */
      transaction: number | null;
      text: string;
      params: unknown[];
      rowMode: 'array' | 'object';
      /** Types left as PostgreSQL's text for the caller's own parsers. */
      unparsedTypes: number[];
    }
  | { kind: 'exec'; transaction: number | null; text: string }
  | { kind: 'begin' }
  | { kind: 'end'; transaction: number; commit: boolean }
  | { kind: 'listen'; channel: string }
  | { kind: 'unlisten'; channel: string }
  | { kind: 'dump'; compression: 'none' | 'gzip' | 'auto' }
  | { kind: 'close' }
);

export interface EmbeddedError {
  name: string;
  message: string;
  /** The database error's own fields: code, constraint, detail, table, … */
  fields: Record<string, unknown>;
}

export type EmbeddedResponse =
  { id: number; ok: true; value: unknown } | { id: number; ok: false; error: EmbeddedError };

/** Unprompted messages of the worker. */
export type EmbeddedEvent =
  | { kind: 'ready' }
  | { kind: 'failed'; error: EmbeddedError }
  | { kind: 'notification'; channel: string; payload: string };
