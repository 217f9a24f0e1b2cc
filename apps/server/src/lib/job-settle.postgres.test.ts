import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { defineJob } from './job-queue.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { createTestDatabase, type TestDatabase } from '../test/database.ts';

/**
 * PostgreSQL only (found by the cluster test): a job finishing while the database restarts.
 * pg-boss records the finished job without awaiting that statement; when it failed, the rejection
 * was unhandled and Node ended the server (here, Vitest reports it and fails the run). Now the
 * server lives on and the job is recorded as completed once the database is back, not run again.
 */

let database: TestDatabase;
let t: TestApp | null = null;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await t?.close();
  await database.drop();
});

const rowsOf = <Row>(result: unknown) => (result as { rows: Row[] }).rows;

/** As during a restart: every connection to the database ends and new ones are refused a while. */
async function databaseAway(url: string, ms: number): Promise<void> {
  const address = new URL(url);
  const name = address.pathname.slice(1);
  const admin = new pg.Client({
    connectionString: Object.assign(address, { pathname: '/postgres' }).href,
  });
  await admin.connect();
  try {
    await admin.query(`ALTER DATABASE "${name}" WITH ALLOW_CONNECTIONS false`);
    await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [
      name,
    ]);
    await new Promise((resolve) => setTimeout(resolve, ms));
  } finally {
    await admin.query(`ALTER DATABASE "${name}" WITH ALLOW_CONNECTIONS true`);
    await admin.end();
  }
}

it('records a job that finished while the database was away, once it is back', async () => {
  if (!database.url) throw new Error('this test needs PostgreSQL (TEST_DB=postgres)');
  const url = database.url;
  let runs = 0;
  const outage: { done: Promise<void> | null } = { done: null };
  const job = defineJob(
    'test.settle',
    () => {
      runs += 1;
      // The handler is done; the database goes away just as pg-boss records that.
      outage.done = databaseAway(url, 1500);
      return new Promise<void>((resolve) => setTimeout(resolve, 100));
    },
    { expireInSeconds: 30, retryLimit: 3, retryDelaySeconds: 1 },
  );
  t = await createTestApp({ database, extraJobs: [job], jobWorkers: true });
  await t.jobs.send('test.settle', {});
  await expect.poll(() => outage.done !== null, { timeout: 15_000 }).toBe(true);
  await outage.done;
  await expect
    .poll(
      async () =>
        rowsOf<{ state: string }>(
          await t!.db.execute(sql`select state from pgboss.job where name = 'test.settle'`),
        ).map((row) => row.state),
      { timeout: 20_000, interval: 250 },
    )
    .toEqual(['completed']);
  expect(runs).toBe(1);
  expect((await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
});
