import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp } from '../test/app.ts';
import { crashJob } from '../test/crash-job.ts';
import { createTestDatabase, type TestDatabase } from '../test/database.ts';

// PostgreSQL only: the crashing worker is another process on the same database.
let database: TestDatabase;
let child: ChildProcess | null = null;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  child?.kill('SIGKILL');
  await database.drop();
});

const rowsOf = <Row>(result: unknown) => (result as { rows: Row[] }).rows;

function startCrashingWorker(url: string) {
  const worker = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(import.meta.dirname, '../test/crashing-worker.ts')],
    { env: { ...process.env, DATABASE_URL: url }, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const lines = readline.createInterface({ input: worker.stdout });
  const waitFor = (expected: string) =>
    new Promise<void>((resolve, reject) => {
      lines.on('line', (line) => {
        if (line === expected) resolve();
      });
      worker.on('exit', (code) => reject(new Error(`worker exited with ${code}`)));
    });
  return { worker, waitFor };
}

describe('a job whose process is killed mid-way', () => {
  it('runs again on another server and notifies exactly once', async () => {
    if (!database.url) throw new Error('this test needs PostgreSQL (TEST_DB=postgres)');
    let reruns = 0;
    const job = crashJob(() => {
      reruns += 1;
      return Promise.resolve();
    });
    const queueing: TestApp = await createTestApp({ database, extraJobs: [job] });
    const user = await createUser(queueing.db);
    await queueing.jobs.send('test.crash', { userId: user.id });

    const crashing = startCrashingWorker(database.url);
    child = crashing.worker;
    await crashing.waitFor('stored');
    crashing.worker.kill('SIGKILL');
    child = null;

    // The run is active and its process is gone; a working server expires it and runs it again.
    const survivor = await createTestApp({
      database,
      extraJobs: [job],
      jobWorkers: true,
      maintenanceIntervalSeconds: 1,
    });
    try {
      await expect
        .poll(
          async () =>
            rowsOf<{ state: string }>(
              await survivor.db.execute(
                sql`select state from pgboss.job where name = 'test.crash'`,
              ),
            ).map((row) => row.state),
          { timeout: 30_000, interval: 250 },
        )
        .toEqual(['completed']);
      expect(reruns).toBe(1);
      const stored = await survivor.db.execute(
        sql`select count(*)::int as count from notifications where user_id = ${user.id}`,
      );
      expect(rowsOf(stored)).toEqual([{ count: 1 }]);
    } finally {
      await survivor.close();
      await queueing.close();
    }
  }, 60_000);
});
