import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openPglite, openPostgres, type DatabaseHandle } from '../db/client.ts';
import { runMigrations } from '../db/migrate.ts';
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
  const name = `test_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  try {
    await admin.connect();
  } catch (error) {
    throw new Error(`TEST_DATABASE_URL (${adminUrl}) is not reachable`, { cause: error });
  }
  try {
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = openPostgres(url.toString(), 4);
  await runMigrations(handle);
  return {
    handle,
    url: url.toString(),
    async drop() {
      await handle.close();
      const cleaner = new pg.Client({ connectionString: adminUrl });
      await cleaner.connect();
      try {
        await cleaner.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      } finally {
        await cleaner.end();
      }
    },
  };
}

/**
 * PGlite's initdb is the slow part of a fresh database (seconds), so the first test file to need
 * one migrates a database once and dumps it to the temp folder; every file then starts its own
 * in-memory copy of that dump. The file name carries a hash of the migrations, so a changed
 * schema never reuses a stale template.
 */
async function pgliteTemplate(): Promise<Blob> {
  const folder = migrationsFolder();
  const hash = crypto.createHash('sha256');
  for (const file of fs.readdirSync(folder, { recursive: true, encoding: 'utf8' }).sort()) {
    const full = path.join(folder, file);
    if (fs.statSync(full).isFile()) hash.update(file).update(fs.readFileSync(full));
  }
  const templateFile = path.join(
    os.tmpdir(),
    `skillvia-pglite-template-${hash.digest('hex').slice(0, 16)}.tar`,
  );
  if (!fs.existsSync(templateFile)) {
    const handle = await openPglite(null);
    try {
      await runMigrations(handle);
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
