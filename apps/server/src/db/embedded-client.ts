import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { QueryOptions, Results, Transaction } from '@electric-sql/pglite';
import type {
  EmbeddedError,
  EmbeddedEvent,
  EmbeddedRequest,
  EmbeddedResponse,
  EmbeddedWorkerData,
} from './embedded-protocol.ts';
import { parseTextColumns } from './pglite-parsers.ts';

/** A tagged template's text with `$1`, `$2`… for its values, as PGlite's `sql` writes it. */
export const templateText = (strings: TemplateStringsArray): string =>
  strings.reduce((text, part, index) => `${text}$${index}${part}`);

/** What the code above the driver uses of PGlite: PGlite itself, or EmbeddedClient below. */
export interface PgliteClient {
  query<T>(query: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(query: string, options?: QueryOptions): Promise<Array<Results>>;
  transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T>;
  listen(
    channel: string,
    callback: (payload: string) => void,
  ): Promise<(tx?: Transaction) => Promise<void>>;
  dumpDataDir(compression?: 'none' | 'gzip' | 'auto'): Promise<File | Blob>;
  close(): Promise<void>;
}

/** The worker's file: the build's dist/embedded-worker.js beside dist/server.js, else the source. */
function workerFile(): URL {
  const bundled = new URL('./embedded-worker.js', import.meta.url);
  return fs.existsSync(fileURLToPath(bundled))
    ? bundled
    : new URL('./embedded-worker.ts', import.meta.url);
}

/** A database error as the worker described it: the same message and fields (code, constraint…). */
function errorOf(described: EmbeddedError): Error {
  const error = new Error(described.message);
  error.name = described.name;
  return Object.assign(error, described.fields);
}

type Request = EmbeddedRequest extends infer R
  ? R extends unknown
    ? Omit<R, 'id'>
    : never
  : never;

/**
 * PGlite on a worker thread (embedded-worker.ts), with PGlite's own interface: drizzle, the job
 * queue and the live hub use it as they use PGlite. The statements run on the worker; the
 * server's thread waits for their rows without being blocked. One connection, as PGlite is:
 * statements wait for an open transaction to end.
 */
export class EmbeddedClient implements PgliteClient {
  private readonly pending = new Map<
    number,
    { resolve: (value: unknown) => void; reject: (error: Error) => void }
  >();
  private nextId = 1;
  private readonly listeners = new Map<string, Set<(payload: string) => void>>();
  private failure: Error | null = null;
  /**
   * Settles when the worker's database is open, or rejects with why it could not open (the worker
   * is then ended, and every statement sent meanwhile fails with the same error).
   */
  readonly opened: Promise<void>;

  private constructor(private readonly worker: Worker) {
    let opened!: () => void;
    let failed!: (error: Error) => void;
    this.opened = new Promise<void>((resolve, reject) => {
      opened = resolve;
      failed = reject;
    });
    // Whoever opens the client awaits it; a failure is not also an unhandled rejection.
    this.opened.catch(() => undefined);
    /** Every statement sent and every one to come fails so (once settled, `opened` stays so). */
    const fail = (error: Error) => {
      this.failure ??= error;
      failed(this.failure);
      for (const waiting of this.pending.values()) waiting.reject(error);
      this.pending.clear();
    };
    worker.on('message', (message: EmbeddedResponse | EmbeddedEvent) => {
      if ('kind' in message) {
        if (message.kind === 'notification') {
          for (const listener of this.listeners.get(message.channel) ?? []) {
            listener(message.payload);
          }
        } else if (message.kind === 'ready') {
          opened();
        } else {
          fail(errorOf(message.error));
          void worker.terminate();
        }
        return;
      }
      const waiting = this.pending.get(message.id);
      if (!waiting) return;
      this.pending.delete(message.id);
      if (message.ok) waiting.resolve(message.value);
      else waiting.reject(errorOf(message.error));
    });
    worker.on('error', fail);
    worker.on('exit', () => fail(new Error('The embedded database has closed')));
  }

  /**
   * Starts the worker, which opens its database; statements sent before it is open wait in the
   * worker's queue and run, in order, once it is (the server builds its app meanwhile).
   */
  static start(data: EmbeddedWorkerData): EmbeddedClient {
    return new EmbeddedClient(new Worker(workerFile(), { workerData: data }));
  }

  /** Starts the worker and waits until its database is open. */
  static async open(data: EmbeddedWorkerData): Promise<EmbeddedClient> {
    const client = EmbeddedClient.start(data);
    await client.opened;
    return client;
  }

  private call(request: Request): Promise<unknown> {
    if (this.failure) return Promise.reject(this.failure);
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ ...request, id });
    });
  }

  async query<T>(
    text: string,
    params: unknown[] = [],
    options: QueryOptions = {},
    transaction: number | null = null,
  ): Promise<Results<T>> {
    if (options.serializers || options.blob || options.onNotice || options.paramTypes) {
      throw new Error('The embedded database takes only rowMode and parsers from query options');
    }
    const parsers = options.parsers ?? {};
    const results = (await this.call({
      kind: 'query',
      transaction,
      text,
      params,
      rowMode: options.rowMode ?? 'object',
      unparsedTypes: Object.keys(parsers).map(Number),
    })) as Results<T>;
    // The types the caller parses arrived as text: its parsers run here.
    return parseTextColumns(results, parsers, options.rowMode);
  }

  async exec(text: string, options: QueryOptions = {}, transaction: number | null = null) {
    if (Object.keys(options).length > 0) {
      throw new Error('The embedded database takes no options for exec');
    }
    return (await this.call({ kind: 'exec', transaction, text })) as Array<Results>;
  }

  async transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    const id = (await this.call({ kind: 'begin' })) as number;
    let closed = false;
    const end = async (commit: boolean) => {
      if (closed) return;
      closed = true;
      await this.call({ kind: 'end', transaction: id, commit });
    };
    const tx: Transaction = {
      query: (text, params, options) => this.query(text, params, options, id),
      sql: (strings, ...params) => this.query(templateText(strings), params, {}, id),
      exec: (text, options) => this.exec(text, options, id),
      rollback: () => end(false),
      listen: (channel, listener) => this.listen(channel, listener),
      get closed() {
        return closed;
      },
    };
    let result: T;
    try {
      result = await callback(tx);
    } catch (error) {
      await end(false).catch(() => undefined);
      throw error;
    }
    await end(true);
    return result;
  }

  async listen(channel: string, callback: (payload: string) => void) {
    let listeners = this.listeners.get(channel);
    if (!listeners) {
      listeners = new Set();
      this.listeners.set(channel, listeners);
      await this.call({ kind: 'listen', channel });
    }
    listeners.add(callback);
    return async () => {
      listeners.delete(callback);
      if (listeners.size === 0 && this.listeners.get(channel) === listeners) {
        this.listeners.delete(channel);
        await this.call({ kind: 'unlisten', channel });
      }
    };
  }

  async dumpDataDir(compression: 'none' | 'gzip' | 'auto' = 'auto'): Promise<Blob> {
    const bytes = (await this.call({ kind: 'dump', compression })) as ArrayBuffer;
    return new Blob([bytes]);
  }

  async close(): Promise<void> {
    if (this.failure) return;
    await this.call({ kind: 'close' });
    await this.worker.terminate();
  }
}
