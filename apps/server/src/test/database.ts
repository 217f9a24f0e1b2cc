import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { openPglite, openPostgres, type DatabaseHandle } from '../db/client.ts';
import { runMigrations } from '../db/migrate.ts';
import { appQueues, createAppQueues } from '../events/registry.ts';
import { migrationsFolder } from '../lib/paths.ts';

export interface TestDatabase {
  handle: DatabaseHandle;
  /** The connection URL on PostgreSQL, null on PGlite. */
  url: string | null;
  drop(): Promise<void>;
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite (TEST_DB=pglite, the default)
 * or a throw-away database on TEST_DATABASE_URL (TEST_DB=postgres), dropped afterwards. An
 * unreachable PostgreSQL fails the run: it never silently falls back or skips.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  if (process.env.TEST_DB !== 'postgres') {
    const handle = await openPglite(null, { loadDataDir: await pgliteTemplate() });
    await runMigrations(handle);
    return { handle, url: null, drop: () => handle.close() };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = await takeDatabase(adminUrl);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = openPostgres(url.toString(), 4);
  return {
    handle,
    url: url.toString(),
    async drop() {
      await handle.close();
      await withAdmin(adminUrl, (admin) =>
        admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
      );
    },
  };
}

/**
 * The next file's database, copied while this file runs: a copy takes about a second, most of it
 * PostgreSQL writing the files out, and a worker's files take a few seconds each. The copy a
 * worker's last file leaves unused is dropped when the run ends (test/global-setup.ts).
 */
let nextDatabase: Promise<string> | null = null;

async function takeDatabase(adminUrl: string): Promise<string> {
  const taken = nextDatabase ?? copyTemplate(adminUrl);
  nextDatabase = copyTemplate(adminUrl);
  // Its failure is reported to the file that takes it.
  nextDatabase.catch(() => undefined);
  return taken;
}

async function copyTemplate(adminUrl: string): Promise<string> {
  // Named as this run names its databases (test/global-setup.ts), so that its end drops what is left.
  const name = `${inject('testDatabasePrefix')}${crypto.randomBytes(6).toString('hex')}`;
  await withAdmin(adminUrl, (admin) => createFromTemplate(admin, adminUrl, name));
  return name;
}

/** A connection to the server's maintenance database, for creating and dropping databases. */
async function withAdmin<T>(adminUrl: string, run: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: adminUrl });
  try {
    await admin.connect();
  } catch (error) {
    throw new Error(`TEST_DATABASE_URL (${adminUrl}) is not reachable`, { cause: error });
  }
  try {
    return await run(admin);
  } finally {
    await admin.end();
  }
}

/** The app's queues, as buildApp defines them (without a test's extra probes). */
/**
 * A template's contents: the migrated schema and the app's job queues (creating a queue makes a
 * table of its own, most of a test app's start when each file did it).
 */
async function prepareTemplate(handle: DatabaseHandle): Promise<void> {
  await runMigrations(handle);
  await createAppQueues(handle);
}

/**
 * What a template depends on: the migrations, the job queue's schema (its version) and the app's
 * queues with their options. A template named after it is never reused once any changes.
 */
function schemaHash(): string {
  const folder = migrationsFolder();
  const hash = crypto.createHash('sha256');
  for (const file of fs.readdirSync(folder, { recursive: true, encoding: 'utf8' }).sort()) {
    const full = path.join(folder, file);
    if (fs.statSync(full).isFile()) hash.update(file).update(fs.readFileSync(full));
  }
  const jobQueue = createRequire(import.meta.url)('pg-boss/package.json') as { version: string };
  hash.update(jobQueue.version);
  hash.update(JSON.stringify(appQueues().map(({ name, options }) => [name, options])));
  return hash.digest('hex').slice(0, 16);
}

const templateLock = 0x5ce11a;

/**
 * Migrating a PostgreSQL database takes seconds; copying one takes a fraction of that. The first
 * file migrates `test_template_<hash>` once, under an advisory lock so that parallel workers wait
 * rather than race, and renames it when complete; every file then copies that template. Copies run
 * side by side (a copy only needs its template free of sessions, and none connects to it once
 * renamed). The name begins with `test_`, so `.ci/run` drops it with the rest. A test database
 * does not wait for its commits to reach the disk: nothing survives a crash of a test run anyway.
 */
async function createFromTemplate(admin: pg.Client, adminUrl: string, name: string): Promise<void> {
  const template = `test_template_${schemaHash()}`;
  await admin.query('SELECT pg_advisory_lock($1)', [templateLock]);
  try {
    const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [template]);
    if (found.rowCount === 0) {
      const partial = `${template}_partial`;
      await admin.query(`DROP DATABASE IF EXISTS "${partial}" WITH (FORCE)`);
      await admin.query(`CREATE DATABASE "${partial}"`);
      const url = new URL(adminUrl);
      url.pathname = `/${partial}`;
      // Two connections: the queues are created under an advisory lock held on one of them.
      const handle = openPostgres(url.toString(), 2);
      try {
        await prepareTemplate(handle);
      } finally {
        await handle.close();
      }
      // Renamed once complete: a crash mid-migration never leaves a template that looks whole.
      await admin.query(`ALTER DATABASE "${partial}" RENAME TO "${template}"`);
    }
  } finally {
    await admin.query('SELECT pg_advisory_unlock($1)', [templateLock]);
  }
  await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`);
  await admin.query(`ALTER DATABASE "${name}" SET synchronous_commit TO off`);
}

/**
 * PGlite's initdb is the slow part of a fresh database (seconds), so the first test file to need
 * one migrates a database once and dumps it to the temp folder; every file then starts its own
 * in-memory copy of that dump. The file name carries the schema's hash, so a changed schema never
 * reuses a stale template.
 */
async function pgliteTemplate(): Promise<Blob> {
  const templateFile = path.join(os.tmpdir(), `skillvia-pglite-template-${schemaHash()}.tar`);
  if (!fs.existsSync(templateFile)) {
    const handle = await openPglite(null);
    try {
      await prepareTemplate(handle);
      if (handle.driver !== 'pglite') throw new Error('unreachable');
      const dump = await handle.client.dumpDataDir('none');
      // Written aside and renamed: parallel workers never read a half-written template.
      const partial = `${templateFile}.${process.pid}.${crypto.randomBytes(4).toString('hex')}`;
      fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
      fs.renameSync(partial, templateFile);
    } finally {
      await handle.close();
    }
  }
  return new Blob([fs.readFileSync(templateFile)]);
}
