import type { PGlite, QueryOptions, Results, Transaction } from '@electric-sql/pglite';
import { templateText, type PgliteClient } from './embedded-client.ts';
import { parseTextColumns, queryParsers } from './pglite-parsers.ts';
import { statementCache, type StatementCache } from './pglite-statements.ts';

/**
 * PGlite on the calling thread (tests, the template, the admin commands), opened with
 * pglite-parsers.ts's `textParsers` and answering as PGlite does: a query's own parsers are
 * passed to PGlite only when they name other types than drizzle's (see pglite-parsers.ts), and
 * run here on the columns that came back as text; each statement is prepared once
 * (pglite-statements.ts), as in the worker.
 */
export class InProcessClient implements PgliteClient {
  private readonly statements: StatementCache;

  constructor(private readonly pglite: PGlite) {
    this.statements = statementCache(pglite);
  }

  async query<T>(
    text: string,
    params?: unknown[],
    options: QueryOptions = {},
    on: PGlite | Transaction = this.pglite,
  ): Promise<Results<T>> {
    const { rowMode, parsers: own = {}, ...others } = options;
    const parsers = queryParsers(Object.keys(own).map(Number));
    // Options beyond rows and parsers (serializers, a blob, notices): PGlite's own query.
    const results =
      Object.keys(others).length > 0
        ? await on.query<T>(text, params, { ...options, parsers })
        : await this.statements.query<T>(on, text, params, {
            ...(rowMode ? { rowMode } : {}),
            ...(parsers ? { parsers } : {}),
          });
    return parseTextColumns(results, own, rowMode);
  }

  async exec(
    text: string,
    options: QueryOptions = {},
    on: PGlite | Transaction = this.pglite,
  ): Promise<Array<Results>> {
    const own = options.parsers ?? {};
    const parsers = queryParsers(Object.keys(own).map(Number));
    const results = await on.exec(text, { ...options, parsers });
    await this.statements.afterScript(on, text);
    return results.map((result) => parseTextColumns(result, own, options.rowMode));
  }

  transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.pglite.transaction((raw) =>
      callback({
        query: (text, params, options) => this.query(text, params, options, raw),
        sql: (strings, ...params) => this.query(templateText(strings), params, {}, raw),
        exec: (text, options) => this.exec(text, options, raw),
        rollback: () => raw.rollback(),
        listen: (channel, listener) => raw.listen(channel, listener),
        get closed() {
          return raw.closed;
        },
      }),
    );
  }

  listen(channel: string, callback: (payload: string) => void) {
    return this.pglite.listen(channel, callback);
  }

  dumpDataDir(compression?: 'none' | 'gzip' | 'auto') {
    return this.pglite.dumpDataDir(compression);
  }

  close() {
    return this.pglite.close();
  }
}
