// The embedded database (PGlite) on a thread of its own: the server's thread only sends statements
// and receives rows, so a slow query or a checkpoint never stops it answering other requests.
// embedded-client.ts is the other end; db/client.ts opens it. PGlite serialises the statements
// (one connection; an open transaction holds it until it ends), exactly as in the server's thread.
// Plain TypeScript that Node can run by stripping the types (dev and tests); the build bundles it
// to dist/embedded-worker.js.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type {
  EmbeddedError,
  EmbeddedRequest,
  EmbeddedResponse,
  EmbeddedWorkerData,
} from './embedded-protocol.ts';
import { prepareDataFolder } from './embedded-folder.ts';
import { queryParsers, textParsers } from './pglite-parsers.ts';
import { statementCache, type StatementCache } from './pglite-statements.ts';

const port = parentPort;
if (!port) throw new Error('embedded-worker.ts runs as a worker thread');
const setup = workerData as EmbeddedWorkerData;

/** Thrown inside a transaction's callback to make PGlite roll it back. */
class RollBack extends Error {}

interface OpenTransaction {
  tx: Transaction;
  end: (commit: boolean) => void;
  ended: Promise<unknown>;
}
const transactions = new Map<number, OpenTransaction>();
let nextTransaction = 1;
const listening = new Map<string, () => Promise<void>>();
/** The database's prepared statements (pglite-statements.ts), once it is open. */
let statements: StatementCache | null = null;

/** A database error's fields (code, constraint, detail, …) survive the trip; a plain clone loses them. */
function describeError(error: unknown): EmbeddedError {
  const fields: Record<string, unknown> = {};
  if (error && typeof error === 'object') {
    for (const [key, value] of Object.entries(error)) {
      if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) {
        fields[key] = value;
      }
    }
  }
  return {
    name: error instanceof Error ? error.name : 'Error',
    message: error instanceof Error ? error.message : String(error),
    fields,
  };
}

async function begin(client: PGlite): Promise<number> {
  const id = nextTransaction++;
  let end!: (commit: boolean) => void;
  const decided = new Promise<boolean>((resolve) => (end = resolve));
  let began!: (tx: Transaction) => void;
  const started = new Promise<Transaction>((resolve) => (began = resolve));
  const ended = client
    .transaction(async (tx) => {
      began(tx);
      if (!(await decided)) throw new RollBack();
    })
    .catch((error: unknown) => {
      if (!(error instanceof RollBack)) throw error;
    });
  const tx = await Promise.race([
    started,
    ended.then(() => {
      throw new Error('The transaction ended before it began');
    }),
  ]);
  transactions.set(id, { tx, end, ended });
  return id;
}

function target(client: PGlite, transaction: number | null): PGlite | Transaction {
  if (transaction === null) return client;
  const open = transactions.get(transaction);
  if (!open) throw new Error('Transaction is closed');
  return open.tx;
}

async function handle(client: PGlite, request: EmbeddedRequest): Promise<unknown> {
  switch (request.kind) {
    case 'query': {
      // The types the caller parses itself come back as text (drizzle's are text already).
      const parsers = queryParsers(request.unparsedTypes);
      return statements!.query(target(client, request.transaction), request.text, request.params, {
        rowMode: request.rowMode,
        ...(parsers ? { parsers } : {}),
      });
    }
    case 'exec': {
      const on = target(client, request.transaction);
      const results = await on.exec(request.text, { parsers: queryParsers([]) });
      await statements!.afterScript(on, request.text);
      return results;
    }
    case 'begin':
      return begin(client);
    case 'end': {
      const open = transactions.get(request.transaction);
      if (!open) throw new Error('Transaction is closed');
      transactions.delete(request.transaction);
      open.end(request.commit);
      await open.ended;
      return null;
    }
    case 'listen': {
      if (!listening.has(request.channel)) {
        const channel = request.channel;
        const stop = await client.listen(channel, (payload) =>
          port!.postMessage({ kind: 'notification', channel, payload }),
        );
        listening.set(channel, stop);
      }
      return null;
    }
    case 'unlisten': {
      const stop = listening.get(request.channel);
      listening.delete(request.channel);
      await stop?.();
      return null;
    }
    case 'dump': {
      const dump = await client.dumpDataDir(request.compression);
      return dump.arrayBuffer();
    }
    case 'close':
      await client.close();
      return null;
  }
}

try {
  if (setup.options.dataDir) prepareDataFolder(setup.options.dataDir, setup.template ?? null);
  const client = await PGlite.create({
    ...setup.options,
    extensions: { pg_trgm, btree_gist },
    parsers: textParsers,
  });
  statements = statementCache(client);
  port.on('message', (request: EmbeddedRequest) => {
    handle(client, request).then(
      (value) => {
        const transfer = value instanceof ArrayBuffer ? [value] : [];
        port.postMessage({ id: request.id, ok: true, value } satisfies EmbeddedResponse, transfer);
        if (request.kind === 'close') port.close();
      },
      (error: unknown) =>
        port.postMessage({
          id: request.id,
          ok: false,
          error: describeError(error),
        } satisfies EmbeddedResponse),
    );
  });
  port.postMessage({ kind: 'ready' });
} catch (error) {
  port.postMessage({ kind: 'failed', error: describeError(error) });
}
