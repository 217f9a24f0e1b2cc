import { afterAll, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../test/app.ts';
import { createTestDatabase, type TestDatabase } from '../test/database.ts';
import { defineJob } from './job-queue.ts';

/**
 * A start reads the queues and schedules once and writes only what differs: a server restarting
 * on its own database finds them all there. What a new version adds or changes still reaches the
 * database: a queue defined since is created (a job sent to it runs), and a schedule whose time
 * changed is moved.
 */

let database: TestDatabase | null = null;
const apps: TestApp[] = [];
afterAll(async () => {
  for (const app of apps) await app.close();
  await database?.drop();
});

const ran: string[] = [];
const nightly = (cron: string) => defineJob('test.nightly', () => Promise.resolve(), { cron });
const added = defineJob<{ note: string }>('test.added', ({ note }) => {
  ran.push(note);
  return Promise.resolve();
});

async function scheduleOf(name: string): Promise<string | undefined> {
  const result = (await database!.handle.db.execute(
    sql`select cron from pgboss.schedule where name = ${name}`,
  )) as { rows: Array<{ cron: string }> };
  return result.rows[0]?.cron;
}

it('creates a queue defined since the last start and moves a changed schedule', async () => {
  database = await createTestDatabase();
  const first = await createTestApp({
    database,
    extraJobs: [nightly('0 3 * * *')],
    jobWorkers: true,
  });
  expect(await scheduleOf('test.nightly')).toBe('0 3 * * *');
  await first.close();

  const again = await createTestApp({
    database,
    extraJobs: [nightly('0 4 * * *'), added],
    jobWorkers: true,
  });
  apps.push(again);
  expect(await scheduleOf('test.nightly')).toBe('0 4 * * *');
  await again.jobs.send('test.added', { note: 'ran' });
  await expect.poll(() => ran, { timeout: 5000, interval: 100 }).toEqual(['ran']);
});
