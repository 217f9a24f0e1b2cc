import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { anyone } from '@app/contracts/access';
import { defineAction, success } from '@app/contracts/action';
import { defineServerAction } from '../actions/define.ts';
import { isDatabaseUnavailable } from '../lib/db-errors.ts';
import { createTestApp, TestClient, type TestApp } from '../test/app.ts';
import { createTestDatabase, type TestDatabase } from '../test/database.ts';

/**
 * PostgreSQL only (issue 16): when the database goes away under the servers (a restart ends every
 * connection), a request answers 503 rather than 500, and service comes back by itself, without a
 * restart of the app, as soon as the database answers again.
 */

/** A request whose statement is still running when the database goes away. */
const slow = defineAction({
  name: 'testSlowQuery',
  endpoint: 'main',
  access: anyone,
  summary: 'Waits a second in the database.',
  request: z.object({}),
  response: success({}),
});

let database: TestDatabase;
let t: TestApp;
beforeAll(async () => {
  database = await createTestDatabase();
  t = await createTestApp({
    database,
    extraActions: [
      defineServerAction(slow, {
        async handler(_input, ctx) {
          await ctx.db.execute(sql`select pg_sleep(1)`);
          return { status: true as const };
        },
      }),
    ],
  });
});
afterAll(async () => {
  await t.close();
  await database.drop();
});

/** What a restart does to the app's connections: every other backend of the database ends. */
async function endConnections(url: string) {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    const ended = await admin.query<{ pid: number }>(
      'select pid, pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
    // pg_terminate_backend only signals: wait until those backends are gone, as after a restart.
    const pids = ended.rows.map((row) => row.pid);
    for (let waited = 0; waited < 5000; waited += 20) {
      const left = await admin.query<{ n: number }>(
        'select count(*)::int as n from pg_stat_activity where pid = any($1::int[])',
        [pids],
      );
      if (left.rows[0]!.n === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  } finally {
    await admin.end();
  }
}

describe('the database going away', () => {
  it('is told apart from a wrong statement', async () => {
    // The wrong statement first: once every connection is ended, the app's pool may hand out an
    // idle one whose end it has not heard of yet, and that is the database gone away (CI saw it).
    const wrong: unknown = await t.db
      .execute(sql.raw('select * from no_such_table'))
      .catch((caught: unknown) => caught);
    expect(isDatabaseUnavailable(wrong)).toBe(false);
    const url = database.url!;
    const victim = new pg.Client({ connectionString: url });
    await victim.connect();
    victim.on('error', () => undefined);
    await endConnections(url);
    const error: unknown = await victim.query('select 1').catch((caught: unknown) => caught);
    await victim.end().catch(() => undefined);
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it('cuts a transaction waiting between two statements without ending the process', async () => {
    // A checked-out connection has no listener of the pool's: its 'error' used to be thrown and
    // end the server (found by the cluster test's PostgreSQL restart).
    const error: unknown = await t.db
      .transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        await endConnections(database.url!);
        await new Promise((resolve) => setTimeout(resolve, 300));
        await tx.execute(sql`select 1`);
      })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Error);
    const client = new TestClient(t.app);
    await client.loadPage();
    const reply = await client.action(
      'usernamecheck',
      { susername: 'someone_new' },
      { json: true },
    );
    expect(reply.statusCode).toBe(200);
  });

  it('says ready at once while every pooled connection is busy', async () => {
    // readyz pings on a connection of its own: a busy pool is not a database gone away, and a
    // load balancer must not take a loaded server out (found by the load bench).
    const client = new TestClient(t.app);
    await client.loadPage();
    const busy = Array.from({ length: 8 }, () =>
      client.action('testSlowQuery', {}, { json: true }),
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    const started = Date.now();
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    const took = Date.now() - started;
    await Promise.all(busy);
    expect(ready.statusCode).toBe(200);
    expect(took).toBeLessThan(500);
  });

  it('answers a request cut off by it with 503 unavailable, not 500', async () => {
    const client = new TestClient(t.app);
    await client.loadPage();
    const pending = client.action('testSlowQuery', {}, { json: true });
    await new Promise((resolve) => setTimeout(resolve, 300));
    await endConnections(database.url!);
    const reply = await pending;
    expect(reply.statusCode).toBe(503);
    expect(reply.json()).toMatchObject({ status: false, code: 'unavailable' });
    expect(reply.headers['retry-after']).toBe('1');
  });

  it('answers 503 or the right answer, never 500, and recovers by itself within 5 seconds', async () => {
    const client = new TestClient(t.app);
    await client.loadPage();
    // Connections held by the pool, then all ended at once.
    await Promise.all(
      Array.from({ length: 4 }, () =>
        client.action('usernamecheck', { susername: 'someone_new' }, { json: true }),
      ),
    );
    await endConnections(database.url!);
    const ended = Date.now();
    const statuses: number[] = [];
    let recoveredAfterMs: number | null = null;
    while (Date.now() - ended < 5000) {
      const replies = await Promise.all(
        Array.from({ length: 4 }, () =>
          client.action('usernamecheck', { susername: 'someone_new' }, { json: true }),
        ),
      );
      statuses.push(...replies.map((reply) => reply.statusCode));
      if (replies.every((reply) => reply.statusCode === 200)) {
        recoveredAfterMs = Date.now() - ended;
        break;
      }
    }
    expect(statuses.filter((status) => status !== 200 && status !== 503)).toEqual([]);
    expect(recoveredAfterMs).not.toBeNull();
    expect((await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
  });
});
