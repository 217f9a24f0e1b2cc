import { afterAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.ts';
import { createTestDatabase, type TestDatabase } from '../test/database.ts';

/**
 * PostgreSQL only (issue 16): app servers started together on a new database all come up. Each
 * creates the job queues and schedules; PostgreSQL once picked one of them as a deadlock victim,
 * and that server failed to start.
 */

let database: TestDatabase | null = null;
const apps: TestApp[] = [];
afterAll(async () => {
  for (const app of apps) await app.close();
  await database?.drop();
});

it('starts three servers at once on a fresh database', async () => {
  database = await createTestDatabase();
  const given = database;
  const started = await Promise.allSettled(
    Array.from({ length: 3 }, () => createTestApp({ database: given, jobWorkers: true })),
  );
  for (const result of started) if (result.status === 'fulfilled') apps.push(result.value);
  expect(
    started.map((result) => (result.status === 'rejected' ? String(result.reason) : 'up')),
  ).toEqual(['up', 'up', 'up']);
  for (const app of apps) {
    expect((await app.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
  }
});
