// A scenario on a database filled for the run (the company dashboard, the reports): migrated and
// filled by SQL, then served by a production server, on embedded PGlite and, with
// BENCH_DATABASE_URL, on a PostgreSQL database made for the run and dropped afterwards.
import fs from 'node:fs';
import path from 'node:path';
import { openPglite, openPostgres, type DatabaseHandle } from '../../apps/server/src/db/client.ts';
import { runMigrations } from '../../apps/server/src/db/migrate.ts';
import {
  freshDataDir,
  productionEnv,
  serverCommand,
  startProcess,
  withPostgresDatabase,
} from './server-process.ts';

export interface FilledScenario {
  /** Names the PostgreSQL database of the run (bench_<name>_...). */
  name: string;
  fill(handle: DatabaseHandle): Promise<void>;
  /** Measures against the server; `filledSeconds` is how long migrating and filling took. */
  measure(url: string, database: string, filledSeconds: number): Promise<void>;
}

async function migrateAndFill(scenario: FilledScenario, handle: DatabaseHandle): Promise<number> {
  const started = performance.now();
  try {
    await runMigrations(handle);
    await scenario.fill(handle);
  } finally {
    await handle.close();
  }
  return (performance.now() - started) / 1000;
}

async function startServer(env: Record<string, string>) {
  const command = serverCommand();
  return startProcess(
    command.script,
    {
      ...command.env,
      ...productionEnv(),
      RATE_LIMIT_PER_MINUTE: '100000000',
      ACTION_RATE_LIMITS: 'false',
      SEED_DEMO: 'false',
      ...env,
    },
    '/readyz',
  );
}

/** PGlite is one process's database: filled here first, then the server opens the same folder. */
async function onPglite(scenario: FilledScenario) {
  const dataDir = freshDataDir();
  const filled = await migrateAndFill(scenario, await openPglite(path.join(dataDir, 'pglite')));
  const server = await startServer({ DATA_DIR: dataDir });
  try {
    await scenario.measure(server.url, 'embedded PGlite', filled);
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function onPostgres(scenario: FilledScenario, adminUrl: string) {
  await withPostgresDatabase(adminUrl, `bench_${scenario.name}`, async (url) => {
    const dataDir = freshDataDir();
    let server: Awaited<ReturnType<typeof startServer>> | null = null;
    try {
      const filled = await migrateAndFill(scenario, openPostgres(url, 2));
      server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: url });
      await scenario.measure(server.url, 'PostgreSQL', filled);
    } finally {
      await server?.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
}

export async function onFilledDatabases(scenario: FilledScenario) {
  await onPglite(scenario);
  if (process.env.BENCH_DATABASE_URL) await onPostgres(scenario, process.env.BENCH_DATABASE_URL);
}
