import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TestClient, type TestApp } from '../test/app.ts';
import { createTestDatabase, type TestDatabase } from '../test/database.ts';

/**
 * Rate limits shared by several app servers through Redis (issue 16): two apps on one Redis count
 * together; with Redis away, an app keeps serving and counts on its own. The shared case needs a
 * real Redis: `TEST_REDIS_URL` (.ci/run sets it and fails when Redis does not answer).
 */

const WINDOW = 60_000;
const limits = { actions: { usernamecheck: [{ max: 3, windowMs: WINDOW }] } };
/** A client address of its own, so that counters left in a shared Redis by another run never count. */
const freshAddress = () =>
  `10.${crypto.randomInt(256)}.${crypto.randomInt(256)}.${crypto.randomInt(1, 255)}`;

const check = async (client: TestClient) => {
  const response = await client.action(
    'usernamecheck',
    { susername: 'someone_new' },
    { json: true },
  );
  return { status: response.statusCode, code: response.json<{ code?: string }>().code };
};

describe('with Redis away', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Nothing listens on port 1: every command fails at once.
    t = await createTestApp({ config: { redisUrl: 'redis://127.0.0.1:1' }, rateLimits: limits });
  });
  afterAll(() => t.close());

  it('keeps serving, counts on this server, and says so in readyz', async () => {
    const client = new TestClient(t.app, freshAddress());
    for (let call = 0; call < 3; call += 1) expect((await check(client)).status).toBe(200);
    expect(await check(client)).toEqual({ status: 429, code: 'rate_limited' });
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ status: 'ready', rateLimits: 'redis-down' });
  });
});

const redisUrl = process.env.TEST_REDIS_URL;

async function connected(t: TestApp) {
  const deadline = Date.now() + 5000;
  for (;;) {
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    if (ready.json<{ rateLimits?: string }>().rateLimits === 'redis') return;
    if (Date.now() > deadline) throw new Error(`Redis at ${redisUrl} did not answer within 5 s`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe.skipIf(!redisUrl)('two servers on one Redis', () => {
  let database: TestDatabase;
  let one: TestApp;
  let two: TestApp;
  beforeAll(async () => {
    database = await createTestDatabase();
    const config = { redisUrl: redisUrl ?? null };
    one = await createTestApp({ database, config, rateLimits: limits });
    two = await createTestApp({ database, config, rateLimits: limits });
    // Each app connects in the background; until then it would count on its own.
    for (const app of [one, two]) await connected(app);
  });
  afterAll(async () => {
    await one.close();
    await two.close();
    await database.drop();
  });

  it('count one client together, wherever its requests land', async () => {
    const address = freshAddress();
    const onOne = new TestClient(one.app, address);
    const onTwo = new TestClient(two.app, address);
    expect((await check(onOne)).status).toBe(200);
    expect((await check(onTwo)).status).toBe(200);
    expect((await check(onOne)).status).toBe(200);
    expect(await check(onTwo)).toEqual({ status: 429, code: 'rate_limited' });
    const ready = await one.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.json()).toMatchObject({ rateLimits: 'redis' });
  });

  it('peek at the shared count without adding to it', async () => {
    const key = `peek:${freshAddress()}`;
    const rule = { max: 2, windowMs: WINDOW };
    expect(await one.app.limiter.peek(key, rule)).toMatchObject({ allowed: true, count: 0 });
    await two.app.limiter.hit(key, rule);
    expect(await one.app.limiter.peek(key, rule)).toMatchObject({ allowed: true, count: 1 });
    await one.app.limiter.hit(key, rule);
    for (const app of [one, two]) {
      expect(await app.app.limiter.peek(key, rule)).toMatchObject({ allowed: false, count: 2 });
    }
  });
});
