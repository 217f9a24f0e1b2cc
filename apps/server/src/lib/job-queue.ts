import type { PgliteClient } from '../db/embedded-client.ts';
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import bossPlans from 'pg-boss/src/plans.js';
import type { Config } from '../config/env.ts';
import type { Database, DatabaseHandle, Queryable } from '../db/client.ts';
import type { LiveHub } from './live.ts';
import type { Mailer } from './mailer.ts';
import type { ObjectStorage } from './storage.ts';

/** pg-boss keeps its tables in a schema of its own, in the product's database. */
export const jobSchema = 'pgboss';

/** Everything a job handler may use. */
export interface JobContext {
  db: Database;
  config: Config;
  mailer: Mailer;
  log: FastifyBaseLogger;
  jobs: JobQueue;
  live: LiveHub;
  /** Where uploads live (lib/storage.ts). */
  storage: ObjectStorage;
}

export interface JobOptions {
  /** Attempts after the first failure (default 5), with exponential backoff from 10 s. */
  retryLimit?: number;
  /** The first retry's delay, doubled at each further attempt (default 10 s). */
  retryDelaySeconds?: number;
  /** A run longer than this is presumed dead (its process killed) and retried (default 5 minutes). */
  expireInSeconds?: number;
  /** Run on a schedule (cron, UTC) as well as when sent. */
  cron?: string;
  /**
   * pg-boss's queue policy: `short` keeps at most one waiting job per singleton key (a later send
   * with the same key is dropped while one waits), `standard` (default) keeps every job.
   */
  policy?: 'standard' | 'short' | 'singleton' | 'stately';
}

/**
 * A kind of job: a name and an idempotent handler. The handler re-reads the state it acts on and
 * must be safe to run twice: a job may be retried after a crash between its work and its
 * completion being recorded.
 */
export interface JobDefinition {
  name: string;
  options: JobOptions;
  handle(data: unknown, context: JobContext): Promise<void>;
}

export function defineJob<Data>(
  name: string,
  handle: (data: Data, context: JobContext) => Promise<void>,
  options: JobOptions = {},
): JobDefinition {
  return { name, options, handle: (data, context) => handle(data as Data, context) };
}

const isDeadlock = (error: unknown): boolean => {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth += 1) {
    if ((current as { code?: unknown }).code === '40P01') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
};

/** Runs `work` again (up to five times, after a short random wait) when PostgreSQL reports a deadlock. */
async function retryOnDeadlock<Result>(work: () => Promise<Result>): Promise<Result> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await work();
    } catch (error) {
      if (!isDeadlock(error) || attempt >= 5) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 200 * attempt));
    }
  }
}

export interface SendOptions {
  startAfterSeconds?: number;
  /** With the `short` policy: at most one waiting job of this name per key. */
  singletonKey?: string;
  /** Insert the job in this transaction: it exists only if the transaction commits. */
  tx?: Queryable;
}

/** What pg-boss needs of a database: run one statement with parameters, or a script without. */
interface SqlExecutor {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

/** pg-boss sends JSON values as objects (both drivers take them as text) and leaves unset ones undefined. */
function toParameter(value: unknown): unknown {
  if (value === undefined) return null;
  return value !== null &&
    typeof value === 'object' &&
    !Array.isArray(value) &&
    !(value instanceof Date)
    ? JSON.stringify(value)
    : value;
}

/**
 * PGlite is one connection, which serialises every call (a transaction holds it until it ends).
 * A script without parameters may hold several statements (pg-boss's schema and maintenance use
 * them): it runs through `exec`, and its last result is the answer.
 */
function pgliteExecutor(client: PgliteClient): SqlExecutor {
  return {
    async executeSql(text, values) {
      if (values && values.length > 0) {
        const result = await client.query(text, values.map(toParameter));
        return { rows: result.rows };
      }
      const results = await client.exec(text);
      return { rows: results.at(-1)?.rows ?? [] };
    },
  };
}

/**
 * The caller's Drizzle transaction as a pg-boss executor: the job is written in the same
 * transaction as the change it follows from (the transactional outbox). `$1`-style parameters
 * become Drizzle parameters, so the statement runs on that transaction's own connection.
 */
export function transactionExecutor(tx: Queryable): SqlExecutor {
  return {
    async executeSql(text, values = []) {
      const chunks: SQL[] = [];
      let last = 0;
      for (const match of text.matchAll(/\$(\d+)/g)) {
        chunks.push(sql.raw(text.slice(last, match.index)));
        chunks.push(sql`${toParameter(values[Number(match[1]) - 1])}`);
        last = match.index + match[0].length;
      }
      chunks.push(sql.raw(text.slice(last)));
      const result = (await tx.execute<Record<string, unknown>>(sql.join(chunks))) as {
        rows: unknown[];
      };
      return { rows: result.rows };
    },
  };
}

/**
 * The names among `names` of the queues holding a job due now, in one statement for every queue
 * (prepared once on either driver): what each queue's worker would otherwise ask alone.
 */
const dueQueuesText = `SELECT DISTINCT name FROM ${jobSchema}.job
  WHERE name = ANY($1::text[]) AND state < 'active' AND start_after < now()`;

function dueQueuesReader(handle: DatabaseHandle): (names: string[]) => Promise<string[]> {
  const namesOf = (rows: unknown[]) => (rows as Array<{ name: string }>).map((row) => row.name);
  if (handle.driver === 'pglite') {
    return async (names) => namesOf((await handle.client.query(dueQueuesText, [names])).rows);
  }
  const pool = handle.pool;
  return async (names) =>
    namesOf(
      (await pool.query({ name: 'job-queue-due', text: dueQueuesText, values: [names] })).rows,
    );
}

function executorOf(handle: DatabaseHandle): SqlExecutor {
  if (handle.driver === 'pglite') return pgliteExecutor(handle.client);
  const pool = handle.pool;
  return { executeSql: (text, values) => pool.query(text, values) };
}

export interface SettleOptions {
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
  /** How long a job's completion is tried again while the database is away (default 60 s). */
  giveUpAfterMs?: number;
  /** The waits between tries (default 0.25 s doubling to 2 s). */
  waitMs?: (attempt: number) => number;
}

/**
 * pg-boss 10 records a finished job (complete, or fail when the handler threw) without awaiting it
 * (manager.js `watch`, pg-boss issue 577): when the database is away at that moment (a restart),
 * the rejection is unhandled and Node ends the server. Found by the cluster test. Those two
 * statements are tried again here until the database answers, so the job is recorded once it is
 * back; if it stays away longer than `giveUpAfterMs`, the failure is logged and the job is left
 * active, so pg-boss runs it again when it expires (the jobs are written to run twice safely).
 */
export function settlingExecutor(executor: SqlExecutor, options: SettleOptions): SqlExecutor {
  const settling = new Set([bossPlans.completeJobs(jobSchema), bossPlans.failJobsById(jobSchema)]);
  const giveUpAfterMs = options.giveUpAfterMs ?? 60_000;
  const waitMs = options.waitMs ?? ((attempt: number) => Math.min(2000, 250 * 2 ** attempt));
  return {
    async executeSql(text, values) {
      if (!settling.has(text)) return executor.executeSql(text, values);
      const started = Date.now();
      for (let attempt = 0; ; attempt += 1) {
        try {
          return await executor.executeSql(text, values);
        } catch (error) {
          if (Date.now() - started >= giveUpAfterMs) {
            options.log.error(
              { err: error, job: values?.[1] },
              'a finished job could not be recorded; it runs again when it expires',
            );
            return { rows: [{ count: '0' }] };
          }
          if (attempt === 0) {
            options.log.warn({ err: error }, 'recording a finished job failed, trying again');
          }
          await new Promise((resolve) => setTimeout(resolve, waitMs(attempt)));
        }
      }
    },
  };
}

/**
 * Creates pg-boss's schema when it is missing, as part of the migrations (so a migrated test
 * template already has it, and servers starting together do not race to create it).
 */
export async function migrateJobSchema(handle: DatabaseHandle): Promise<void> {
  const executor = executorOf(handle);
  // to_regclass reads the catalogue directly: information_schema's view took ~35 ms of every
  // start on the embedded database.
  const { rows } = await executor.executeSql(`SELECT to_regclass($1) IS NOT NULL AS present`, [
    `${jobSchema}.version`,
  ]);
  if (!(rows[0] as { present?: boolean } | undefined)?.present) {
    await executor.executeSql(PgBoss.getConstructionPlans(jobSchema));
  }
}

/**
 * Whether pg-boss holds a queue's schedule as this server sets it (`schedule(name, cron, {})`: in
 * UTC, with no data and no options), so that setting it again would change nothing.
 */
function isScheduled(row: PgBoss.Schedule | undefined, cron: string): boolean {
  if (!row || row.cron !== cron) return false;
  const { timezone, data, options } = row as PgBoss.Schedule & { timezone?: string };
  const isEmpty = (value: unknown) =>
    value === null ||
    value === undefined ||
    (typeof value === 'string' ? value === '{}' : Object.keys(value).length === 0);
  return (timezone ?? 'UTC') === 'UTC' && isEmpty(data) && isEmpty(options);
}

export interface JobQueueOptions {
  handle: DatabaseHandle;
  definitions: readonly JobDefinition[];
  /** Poll and run jobs on this server (tests run them with runDue() instead). */
  work: boolean;
  log: FastifyBaseLogger;
  /** How often pg-boss looks for expired runs and old jobs (default 30 s; tests use 1). */
  maintenanceIntervalSeconds?: number;
}

const defaultRetryLimit = 5;
/** The advisory lock under which a server creates the queues (any number; the migrations use another). */
const QUEUE_SETUP_LOCK_ID = 72_406_117;
const defaultExpireSeconds = 5 * 60;
/**
 * How often a working server looks for due jobs, in one statement for all its queues; a queue
 * with one is woken then (its worker made the first time). Each worker's own poll is only the net
 * behind it: pg-boss polls every queue on its own, and 44 queues polled each second were, after
 * the search box, the database's heaviest work in the load test and the idle embedded database's
 * only one.
 */
const lookEveryMs = 1000;
const workerPollSeconds = 60;

/**
 * Jobs on pg-boss in the product's own database: they survive restarts, retry with backoff, run
 * once across any number of app servers (pg-boss fetches with SKIP LOCKED), and a run whose process
 * died is retried when it expires. On the embedded database pg-boss goes through PGlite's one
 * connection like every other query.
 */
export class JobQueue {
  readonly #boss: PgBoss;
  readonly #definitions: Map<string, JobDefinition>;
  readonly #options: JobQueueOptions;
  #context: JobContext | null = null;
  #started = false;
  /** Each queue's worker on this server, by queue name, once a job was due in the queue. */
  readonly #workers = new Map<string, string>();
  readonly #dueQueues: (names: string[]) => Promise<string[]>;
  #lookTimer: NodeJS.Timeout | null = null;
  #looking: Promise<void> | null = null;
  #lookFailed = false;

  constructor(options: JobQueueOptions) {
    this.#options = options;
    this.#definitions = new Map(
      options.definitions.map((definition) => [definition.name, definition]),
    );
    const executor = settlingExecutor(executorOf(options.handle), { log: options.log });
    this.#boss = new PgBoss({
      db: executor,
      schema: jobSchema,
      migrate: true,
      supervise: options.work,
      schedule: options.work,
      maintenanceIntervalSeconds: options.maintenanceIntervalSeconds ?? 30,
    });
    this.#dueQueues = dueQueuesReader(options.handle);
    this.#boss.on('error', (error: unknown) =>
      options.log.error({ err: error }, 'job queue error'),
    );
  }

  get names(): string[] {
    return [...this.#definitions.keys()];
  }

  /**
   * Creates the queues and lets go: no workers, no schedules, no context. A database prepared so
   * (the tests' templates) spares every later start the tables each new queue needs; a start then
   * finds its queues there, as a server restarting on its own database does.
   */
  async createQueuesOnly(): Promise<void> {
    await this.#boss.start();
    try {
      await this.#oneServerAtATime(() => this.#createQueues());
    } finally {
      await this.#boss.stop({ graceful: false, wait: true, close: false, timeout: 5_000 });
    }
  }

  /** Starts pg-boss, creates the queues, and (when working) their workers and schedules. */
  async start(context: JobContext): Promise<void> {
    this.#context = context;
    await this.#boss.start();
    this.#started = true;
    await this.#oneServerAtATime(() => this.#createQueues());
  }

  /**
   * Servers starting together on a new database would create the same queues at once, and
   * PostgreSQL picks one of them as a deadlock victim: they take turns under an advisory lock (the
   * later ones find the queues there), and a deadlock still reported is tried again.
   */
  async #oneServerAtATime(work: () => Promise<void>): Promise<void> {
    const { handle } = this.#options;
    if (handle.driver !== 'postgres') return work();
    const client = await handle.pool.connect();
    try {
      await client.query('SELECT pg_advisory_lock($1)', [QUEUE_SETUP_LOCK_ID]);
      try {
        await work();
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [QUEUE_SETUP_LOCK_ID]);
      }
    } finally {
      client.release();
    }
  }

  /**
   * Creates the queues a database lacks and sets the schedules that differ, after one look at
   * each: a restart on its own database finds every queue there, and its start asked for each of
   * 44 queues and 13 schedules in turn (on the embedded database, a round trip each through its one
   * connection, beside the demo's check and the first page's queries).
   */
  async #createQueues(): Promise<void> {
    const existing = new Set((await this.#boss.getQueues()).map((queue) => queue.name));
    for (const definition of this.#definitions.values()) {
      if (existing.has(definition.name)) continue;
      await retryOnDeadlock(() =>
        this.#boss.createQueue(definition.name, {
          name: definition.name,
          policy: definition.options.policy ?? 'standard',
          retryLimit: definition.options.retryLimit ?? defaultRetryLimit,
          retryDelay: definition.options.retryDelaySeconds ?? 10,
          retryBackoff: true,
          expireInSeconds: definition.options.expireInSeconds ?? defaultExpireSeconds,
        }),
      );
    }
    if (!this.#options.work) return;
    const scheduled = new Map(
      (await this.#boss.getSchedules()).map((schedule) => [schedule.name, schedule]),
    );
    for (const definition of this.#definitions.values()) {
      const cron = definition.options.cron;
      if (cron && !isScheduled(scheduled.get(definition.name), cron)) {
        await retryOnDeadlock(() => this.#boss.schedule(definition.name, cron, {}));
      }
    }
    this.#scheduleLook();
  }

  /**
   * A queue's worker on this server, made the first time the look finds a job due in it: a start
   * no longer polls each of 44 queues at once (on the embedded database, half a second of its one
   * connection, while the demo's check and the first page waited), and a queue that never holds
   * a job never has a worker.
   */
  async #startWorker(definition: JobDefinition): Promise<void> {
    // Up to 20 jobs a poll, each completed or failed on its own (pg-boss completes the batch's
    // jobs that are still active when the callback returns).
    const worker = await this.#boss.work(
      definition.name,
      { pollingIntervalSeconds: workerPollSeconds, batchSize: 20 },
      async (batch) => {
        for (const job of batch) {
          try {
            await this.#run(definition, job.data);
          } catch (error) {
            await this.#boss.fail(definition.name, job.id, { message: String(error) });
          }
        }
      },
    );
    this.#workers.set(definition.name, worker);
  }

  #scheduleLook(): void {
    this.#lookTimer = setTimeout(() => {
      this.#looking = this.#look().finally(() => {
        this.#looking = null;
        if (this.#started) this.#scheduleLook();
      });
    }, lookEveryMs);
  }

  /** Wakes the worker of every queue with a job due, or makes it (either fetches at once). */
  async #look(): Promise<void> {
    try {
      for (const name of await this.#dueQueues([...this.#definitions.keys()])) {
        const worker = this.#workers.get(name);
        const definition = this.#definitions.get(name);
        if (worker) this.#boss.notifyWorker(worker);
        else if (definition && this.#started) await this.#startWorker(definition);
      }
      this.#lookFailed = false;
    } catch (error) {
      // Once while the database is away, not every second.
      if (!this.#lookFailed) this.#options.log.warn({ err: error }, 'looking for due jobs failed');
      this.#lookFailed = true;
    }
  }

  async stop(): Promise<void> {
    if (!this.#started) return;
    this.#started = false;
    if (this.#lookTimer) clearTimeout(this.#lookTimer);
    await this.#looking;
    await this.#boss.stop({ graceful: true, wait: true, close: false, timeout: 5_000 });
  }

  async send(name: string, data: object, options: SendOptions = {}): Promise<void> {
    const definition = this.#definitions.get(name);
    if (!definition) throw new Error(`Unknown job ${name}`);
    await this.#boss.send(name, data, {
      // An absolute time: pg-boss's relative form ('60') cannot be planned through PGlite.
      ...(options.startAfterSeconds
        ? { startAfter: new Date(Date.now() + options.startAfterSeconds * 1000) }
        : {}),
      ...(options.singletonKey ? { singletonKey: options.singletonKey } : {}),
      ...(options.tx ? { db: transactionExecutor(options.tx) } : {}),
    });
  }

  /**
   * Queues several jobs in one statement (pg-boss's multi-row insert): a transaction that queues
   * a few (an event's subscribers, a timer) pays one round trip rather than one each.
   */
  async sendMany(
    requests: ReadonlyArray<{ name: string; data: object } & Omit<SendOptions, 'tx'>>,
    options: { tx?: Queryable } = {},
  ): Promise<void> {
    if (requests.length === 0) return;
    const jobs = requests.map((request) => {
      if (!this.#definitions.has(request.name)) throw new Error(`Unknown job ${request.name}`);
      return {
        name: request.name,
        data: request.data,
        ...(request.startAfterSeconds
          ? {
              startAfter: new Date(Date.now() + request.startAfterSeconds * 1000).toISOString(),
            }
          : {}),
        ...(request.singletonKey ? { singletonKey: request.singletonKey } : {}),
      };
    });
    await this.#boss.insert(jobs, options.tx ? { db: transactionExecutor(options.tx) } : {});
  }

  /**
   * Runs every job that is due now, one after another, until none is left (jobs a run queues are
   * run too). Tests call this instead of waiting for workers to poll; it returns how many ran.
   */
  async runDue(): Promise<number> {
    let ran = 0;
    for (let round = 0; round < 100; round += 1) {
      let ranThisRound = 0;
      for (const definition of this.#definitions.values()) {
        const jobs = await this.#boss.fetch(definition.name, { batchSize: 50 });
        for (const job of jobs) {
          try {
            await this.#run(definition, job.data);
            await this.#boss.complete(definition.name, job.id);
          } catch (error) {
            await this.#boss.fail(definition.name, job.id, { message: String(error) });
          }
          ranThisRound += 1;
        }
      }
      ran += ranThisRound;
      if (ranThisRound === 0) return ran;
    }
    throw new Error('runDue: jobs keep queueing jobs');
  }

  /** pg-boss itself, for tests that inspect job states. */
  get boss(): PgBoss {
    return this.#boss;
  }

  async #run(definition: JobDefinition, data: unknown): Promise<void> {
    if (!this.#context) throw new Error('The job queue has not started');
    try {
      await definition.handle(data, this.#context);
    } catch (error) {
      this.#options.log.warn(
        { err: error, job: definition.name },
        'job failed, it will be retried',
      );
      throw error;
    }
  }
}
