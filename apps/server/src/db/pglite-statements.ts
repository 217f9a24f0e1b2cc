// Named prepared statements for PGlite (the worker's database, embedded-worker.ts, and the calling
// thread's, in-process-client.ts). PGlite's `query` runs every statement in six protocol steps
// through WebAssembly (parse, describe, bind, describe, execute, sync) and has PostgreSQL plan it
// afresh each time (planning reads the size of every table and index it names: a file system call
// each). The statements of the app repeat (drizzle writes the same text with new parameters), so
// each text is parsed once under a name of its own, and then run in one step: bind, describe,
// execute and sync together. A one-row select: about 30 µs against 100 µs.
//
// The answers are PGlite's own: its serializers for the parameters (by the types PostgreSQL
// describes), its parser for the rows, its locks (a statement outside a transaction waits for an
// open one to end; one inside runs in it), its errors, and its sync to the data folder after a
// statement outside a transaction. Other statements (anything but select, insert, update, delete
// and with) and scripts (`exec`) run through PGlite itself; when they may change the schema (or
// drop prepared statements), every prepared statement is forgotten, so no plan outlives the
// tables it was made for. A false alarm only costs the next statements a parse.
import {
  parse,
  protocol,
  type PGlite,
  type QueryOptions,
  type Results,
  type Transaction,
} from '@electric-sql/pglite';

const { serialize } = protocol;

const preparable = /^\s*(select|insert|update|delete|with)\b/i;
const mayChangeSchema =
  /\b(create|alter|drop|truncate|rename|comment|grant|revoke|reindex|cluster|import|deallocate|discard)\b/i;

function joined(parts: Uint8Array[]): Uint8Array {
  const all = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let at = 0;
  for (const part of parts) {
    all.set(part, at);
    at += part.length;
  }
  return all;
}

interface Prepared {
  name: string;
  /** The parameters' types, as PostgreSQL described them (PGlite serializes by them). */
  types: number[];
}

export interface StatementCache {
  /**
   * `on.query(text, params, options)`: on the database (it waits for an open transaction to end),
   * or on the transaction its caller holds open.
   */
  query<T>(
    on: PGlite | Transaction,
    text: string,
    params: unknown[] | undefined,
    options: Pick<QueryOptions, 'rowMode' | 'parsers'>,
  ): Promise<Results<T>>;
  /** After a script ran without it (`exec`): none stays prepared if it may change the schema. */
  afterScript(on: PGlite | Transaction, text: string): Promise<void>;
}

/** `capacity`: how many texts stay prepared; the least recently used one is closed for room. */
export function statementCache(pglite: PGlite, capacity = 500): StatementCache {
  const prepared = new Map<string, Prepared>();
  let nextName = 1;

  const run = async (messages: Uint8Array[]) =>
    (await pglite.execProtocol(joined(messages), { syncToFs: false })).messages;

  /** Under PGlite's query lock: the text's statement, parsed and described the first time. */
  async function statementOf(text: string): Promise<Prepared> {
    const known = prepared.get(text);
    if (known) {
      // Most recently used last: the first entry is the one to close.
      prepared.delete(text);
      prepared.set(text, known);
      return known;
    }
    if (prepared.size >= capacity) {
      const [oldText, oldest] = prepared.entries().next().value!;
      prepared.delete(oldText);
      await run([serialize.close({ type: 'S', name: oldest.name }), serialize.sync()]);
    }
    const name = `app_statement_${nextName++}`;
    const described = await run([
      serialize.parse({ name, text, types: [] }),
      serialize.describe({ type: 'S', name }),
      serialize.sync(),
    ]);
    const statement = { name, types: parse.parseDescribeStatementResults(described) };
    prepared.set(text, statement);
    return statement;
  }

  async function execute<T>(
    text: string,
    params: unknown[],
    options: Pick<QueryOptions, 'rowMode' | 'parsers'>,
  ): Promise<Results<T>> {
    const statement = await statementOf(text);
    const values = params.map((value, index) => {
      if (value === null || value === undefined) return null;
      const serializer = pglite.serializers[statement.types[index]!];
      return serializer ? serializer(value) : (value as { toString(): string }).toString();
    });
    const messages = await run([
      serialize.bind({ statement: statement.name, values }),
      serialize.describe({ type: 'P' }),
      serialize.execute({}),
      serialize.sync(),
    ]);
    return parse.parseResults(messages, pglite.parsers, options)[0] as Results<T>;
  }

  return {
    async query<T>(
      on: PGlite | Transaction,
      text: string,
      params: unknown[] = [],
      options: Pick<QueryOptions, 'rowMode' | 'parsers'> = {},
    ) {
      const inTransaction = on !== pglite;
      if (inTransaction && (on as Transaction).closed) throw new Error('Transaction is closed');
      if (!preparable.test(text)) {
        const results = await on.query<T>(text, params, options);
        if (mayChangeSchema.test(text)) await forgetAll(inTransaction);
        return results;
      }
      const inLock = async () => {
        try {
          return await execute<T>(text, params, options);
        } catch (error) {
          // As PGlite's own query: the statement and its parameters travel with the error.
          throw Object.assign(error as Error, { query: text, params, queryOptions: options });
        }
      };
      if (inTransaction) return pglite.runExclusive(inLock);
      const results = await pglite._runExclusiveTransaction(() => pglite.runExclusive(inLock));
      await pglite.syncToFs();
      return results;
    },
    afterScript: async (on, text) => {
      if (mayChangeSchema.test(text)) await forgetAll(on !== pglite);
    },
  };

  /** After a change of schema: every prepared statement is closed. */
  async function forgetAll(inTransaction: boolean): Promise<void> {
    if (prepared.size === 0) return;
    prepared.clear();
    const deallocate = () => pglite.runExclusive(() => run([serialize.query('DEALLOCATE ALL')]));
    await (inTransaction ? deallocate() : pglite._runExclusiveTransaction(deallocate));
  }
}
