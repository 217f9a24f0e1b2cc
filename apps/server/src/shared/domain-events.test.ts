import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { signedIn } from '@app/contracts/access';
import { defineAction, success } from '@app/contracts/action';
import { formBoolean } from '@app/contracts/form';
import { defineServerAction } from '../actions/define.ts';
import { subscribers } from '../events/registry.ts';
import { defineJob } from '../lib/job-queue.ts';
import { subscriber } from './domain-events.ts';
import { createTestApp, createUser, TestClient, type TestApp } from '../test/app.ts';
import { createTestDatabase, type TestDatabase } from '../test/database.ts';

// What the probes saw: the payloads each handler ran with, in order.
const seen: Array<{ handler: string; userId: number }> = [];
let failuresLeft = 0;

const probeSubscriber = subscriber('account.created', 'test-probe', ({ userId }) => {
  seen.push({ handler: 'probe', userId });
  return Promise.resolve();
});
const flakySubscriber = subscriber('account.created', 'test-flaky', ({ userId }) => {
  if (failuresLeft > 0) {
    failuresLeft -= 1;
    return Promise.reject(new Error('temporary failure'));
  }
  seen.push({ handler: 'flaky', userId });
  return Promise.resolve();
});
const delayedJob = defineJob<{ userId: number }>('test.delayed', ({ userId }) => {
  seen.push({ handler: 'delayed', userId });
  return Promise.resolve();
});

/** Records account.created in a transaction that commits, or throws after recording it. */
const recordProbe = defineAction({
  name: 'testRecordEvent',
  endpoint: 'main',
  access: signedIn,
  summary: 'Records an event in a transaction, then commits or rolls back.',
  request: z.object({ userId: z.coerce.number(), rollback: formBoolean }),
  response: success({}),
});
const recordAction = defineServerAction(recordProbe, {
  async handler(input, context) {
    await context.db.transaction(async (tx) => {
      await context.events.record(tx, 'account.created', { userId: input.userId });
      if (input.rollback) throw new Error('rolled back on purpose');
    });
    return { status: true as const };
  },
});

/** The product's own subscribers of the probe's event run beside the probes. */
const productSubscribers = subscribers.filter((entry) => entry.event === 'account.created').length;

const extra = {
  extraActions: [recordAction],
  extraSubscribers: [probeSubscriber, flakySubscriber],
  extraJobs: [
    defineJob('test.noop', () => Promise.resolve()),
    delayedJob,
    defineJob('test.once', () => Promise.resolve(), { policy: 'short' }),
  ],
};

let database: TestDatabase;
let t: TestApp;
let client: TestClient;

beforeAll(async () => {
  database = await createTestDatabase();
  t = await createTestApp({ database, ...extra });
  const user = await createUser(t.db);
  client = new TestClient(t.app);
  await client.login(user.username, user.password);
});
afterAll(async () => {
  await t.close();
  await database.drop();
});

describe('domain events on the job queue', () => {
  it('runs every subscriber once for an event recorded in a committed transaction', async () => {
    seen.length = 0;
    await client.action('testRecordEvent', { userId: 41, rollback: false });
    expect(await t.jobs.runDue()).toBe(2 + productSubscribers);
    expect(
      seen
        .filter((entry) => entry.userId === 41)
        .map((entry) => entry.handler)
        .sort(),
    ).toEqual(['flaky', 'probe']);
    expect(await t.jobs.runDue()).toBe(0);
  });

  it('runs nothing for an event recorded in a transaction that rolled back', async () => {
    seen.length = 0;
    const response = await client.action('testRecordEvent', { userId: 42, rollback: true });
    expect(response.statusCode).toBe(500);
    expect(await t.jobs.runDue()).toBe(0);
    expect(seen).toEqual([]);
  });

  it('retries a failing handler without running the others again', async () => {
    seen.length = 0;
    failuresLeft = 1;
    await client.action('testRecordEvent', { userId: 43, rollback: false });
    await t.jobs.runDue();
    expect(seen.map((entry) => entry.handler)).toEqual(['probe']);
    // The failed run waits for its retry (backoff); make it due now, as time would.
    await t.db.execute(
      sql`update pgboss.job set start_after = now() where name = 'event.account.created.test-flaky' and state = 'retry'`,
    );
    await t.jobs.runDue();
    expect(seen.map((entry) => entry.handler)).toEqual(['probe', 'flaky']);
  });

  it('keeps a job that is not due yet across a restart, and the next server runs it', async () => {
    seen.length = 0;
    await t.jobs.send('test.delayed', { userId: 44 }, { startAfterSeconds: 3600 });
    expect(await t.jobs.runDue()).toBe(0);
    await t.close();
    t = await createTestApp({ database, ...extra });
    await t.db.execute(sql`update pgboss.job set start_after = now() where name = 'test.delayed'`);
    expect(await t.jobs.runDue()).toBe(1);
    expect(seen).toEqual([{ handler: 'delayed', userId: 44 }]);
    client = new TestClient(t.app);
  });

  it('queues a delayed job in a transaction once per singleton key', async () => {
    for (let index = 0; index < 3; index += 1) {
      await t.db.transaction((tx) =>
        t.jobs.send('test.once', { index }, { tx, startAfterSeconds: 600, singletonKey: 'k' }),
      );
    }
    const waiting = await t.db.execute(
      sql`select count(*)::int as count from pgboss.job where name = 'test.once' and state = 'created'`,
    );
    expect((waiting as { rows: unknown[] }).rows).toEqual([{ count: 1 }]);
  });

  it('runs a job once when two servers work the same queue', async () => {
    seen.length = 0;
    const [a, b] = await Promise.all([
      createTestApp({ database, ...extra, jobWorkers: true }),
      createTestApp({ database, ...extra, jobWorkers: true }),
    ]);
    try {
      for (let index = 0; index < 10; index += 1) {
        await a.jobs.send('test.delayed', { userId: 100 + index });
      }
      await expect
        .poll(() => seen.length, { timeout: 20_000, interval: 100 })
        .toBeGreaterThanOrEqual(10);
      const ids = seen.map((entry) => entry.userId).sort();
      expect(ids).toEqual([100, 101, 102, 103, 104, 105, 106, 107, 108, 109]);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });
});
