import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema.ts';

/** One type for both drivers: services and repositories never know which one runs. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** A transaction handle (services open transactions; repositories accept either this or the database). */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
export type Queryable = Database | Transaction;

export type DatabaseHandle =
  | { driver: 'pglite'; db: Database; client: PGlite; close: () => Promise<void> }
  | { driver: 'postgres'; db: Database; pool: pg.Pool; url: string; close: () => Promise<void> };

/**
 * PGlite in a folder (or in memory when `dataDir` is null), with pg_trgm and btree_gist loaded. `loadDataDir`
 * starts from a dumped database instead of running initdb (tests use a migrated template).
 */
export async function openPglite(
  dataDir: string | null,
  options: { loadDataDir?: Blob } = {},
): Promise<DatabaseHandle> {
  if (dataDir) fs.mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create({
    ...(dataDir ? { dataDir } : { relaxedDurability: true }),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    extensions: { pg_trgm, btree_gist },
  });
  const db = drizzlePglite({ client, schema }) as unknown as Database;
  return { driver: 'pglite', db, client, close: () => client.close() };
}

export function openPostgres(url: string, max = 10): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, max });
  // A client losing its connection must not crash the process: an idle one is reported through
  // the pool's 'error'; one checked out (a transaction between two statements) has no listener of
  // the pool's and would throw, so every client gets one of its own for its whole life. The
  // statement that was running fails; the pool replaces the client when it is released.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => client.on('error', () => undefined));
  const db = drizzlePostgres({ client: pool, schema }) as unknown as Database;
  return { driver: 'postgres', db, pool, url, close: () => pool.end() };
}

/** DATABASE_URL wins; otherwise the embedded database in DATA_DIR/pglite. */
export async function openDatabase(config: {
  databaseUrl: string | null;
  dataDir: string;
  databasePoolSize?: number;
}): Promise<DatabaseHandle> {
  if (config.databaseUrl) return openPostgres(config.databaseUrl, config.databasePoolSize);
  return openPglite(path.join(config.dataDir, 'pglite'));
}
