import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { PGlite } from '@electric-sql/pglite';
import { migrateJobSchema } from '../lib/job-queue.ts';
import { migrationsFolder } from '../lib/paths.ts';
import type { DatabaseHandle } from './client.ts';

// Arbitrary constant shared by every app server: only one of them migrates at a time.
const MIGRATION_LOCK_ID = 727_413_001;

/** Applies pending migrations (drizzle/); safe to run at every start and from several servers. */
export async function runMigrations(handle: DatabaseHandle): Promise<void> {
  const folder = migrationsFolder();
  if (handle.driver === 'pglite') {
    // drizzle takes any client with PGlite's query and transaction (the worker's too).
    const client = handle.client as PGlite;
    await migratePglite(drizzlePglite({ client }), { migrationsFolder: folder });
    await migrateJobSchema(handle);
    return;
  }
  // The lock is per connection, so the migration runs on the very client that holds it.
  const client = new pg.Client({ connectionString: handle.url });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    try {
      await migratePostgres(drizzlePostgres({ client }), { migrationsFolder: folder });
      await migrateJobSchema(handle);
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]);
    }
  } finally {
    await client.end();
  }
}
