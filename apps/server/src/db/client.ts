import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { serverRoot } from '../lib/paths.ts';
import * as schema from './schema.ts';
import { EmbeddedClient, type PgliteClient } from './embedded-client.ts';
import { InProcessClient } from './in-process-client.ts';
import { textParsers } from './pglite-parsers.ts';

/** One type for both drivers: services and repositories never know which one runs. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** A transaction handle (services open transactions; repositories accept either this or the database). */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
export type Queryable = Database | Transaction;

interface HandleBase {
  db: Database;
  /** One `select 1`, for /readyz: rejects when the database does not answer. */
  ping: () => Promise<void>;
  close: () => Promise<void>;
}
export type DatabaseHandle =
  | (HandleBase & { driver: 'pglite'; client: PgliteClient })
  | (HandleBase & { driver: 'postgres'; pool: pg.Pool; url: string });

/**
 * PostgreSQL's default of 128 MB of shared buffers is all resident in PGlite's memory from the
 * start; 16 MB holds the demo's working set many times over (pages beyond it are read again from
 * the data folder, which the system's file cache keeps), and the server idles in well over
 * 100 MiB less. Search over 100,000 topics answers as fast with 16 MB as with 32 MB (p95 7.6 ms
 * both in `npm run bench`), and the idle server holds about 18 MiB less (issue 35).
 * A new WAL segment is not filled with zeros first (`wal_init_zero`): PGlite writes each of its
 * 16 MB through the data folder's file system, and a new data folder's start and seed made two.
 * What PostgreSQL reads back is the same (it checks each WAL record, and an unwritten part of the
 * file reads as zeros); the zeros only reserve disk space ahead, which PGlite does not sync anyway.
 */
const startParams = [
  ...PGlite.defaultStartParams,
  '-c',
  'shared_buffers=16MB',
  '-c',
  'wal_init_zero=off',
];

/**
 * PGlite in a folder (or in memory when `dataDir` is null), with pg_trgm and btree_gist loaded, on
 * the calling thread (tests, the template, the admin commands). `loadDataDir` starts from a dumped
 * database instead of running initdb (tests use a migrated template).
 */
export async function openPglite(
  dataDir: string | null,
  options: { loadDataDir?: Blob } = {},
): Promise<DatabaseHandle> {
  if (dataDir) fs.mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create({
    ...(dataDir ? { dataDir } : { relaxedDurability: true }),
    startParams,
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    extensions: { pg_trgm, btree_gist },
    parsers: textParsers,
  });
  return pgliteHandle(new InProcessClient(client));
}

/**
 * The server's embedded database: PGlite in `dataDir` on a worker thread of its own
 * (embedded-client.ts), so that its statements never block the server's thread.
 */
export async function openEmbedded(dataDir: string): Promise<DatabaseHandle> {
  const { handle, opened } = startEmbedded(dataDir);
  await opened;
  return handle;
}

/**
 * As openEmbedded, with the handle at once and `opened` settling when the database is open; a
 * folder that holds no database starts from `template` (embedded-folder.ts).
 */
function startEmbedded(
  dataDir: string,
  template: string | null = null,
): { handle: DatabaseHandle; opened: Promise<void> } {
  const client = EmbeddedClient.start({ options: { dataDir, startParams }, template });
  return { handle: pgliteHandle(client), opened: client.opened };
}

function pgliteHandle(client: PgliteClient): DatabaseHandle {
  // drizzle takes any client with PGlite's query and transaction.
  const db = drizzlePglite({ client: client as PGlite, schema }) as unknown as Database;
  const ping = async () => {
    await client.query('select 1');
  };
  return { driver: 'pglite', db, client, ping, close: () => client.close() };
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
  const probe = readinessProbe(url);
  return {
    driver: 'postgres',
    db,
    pool,
    url,
    ping: probe.ping,
    close: async () => {
      await probe.close();
      await pool.end();
    },
  };
}

/**
 * /readyz's `select 1` on a connection of its own. Through the pool it would wait behind every
 * request queued for a connection, and a server busy under load, its database healthy, would miss
 * the load balancer's health checks and be taken out (found by the load bench: a single server
 * behind HAProxy answered 503 to 7 % of 200 users). A lost connection is opened again at the next
 * check.
 */
function readinessProbe(url: string) {
  let client: Promise<pg.Client> | null = null;
  const connect = (): Promise<pg.Client> => {
    const fresh = new pg.Client({
      connectionString: url,
      application_name: 'readyz',
      connectionTimeoutMillis: 2000,
      statement_timeout: 2000,
    });
    fresh.on('error', () => {
      if (client === opened) client = null;
    });
    const opened = fresh.connect().then(() => fresh);
    opened.catch(() => undefined); // the ping that awaits it reports the failure
    return opened;
  };
  const forget = (dead: Promise<pg.Client>) => {
    if (client === dead) client = null;
    void dead.then((lost) => lost.end()).catch(() => undefined);
  };
  return {
    ping: async () => {
      const current = (client ??= connect());
      try {
        await (await current).query('select 1');
      } catch (error) {
        forget(current);
        throw error;
      }
    },
    close: async () => {
      const current = client;
      client = null;
      await current?.then((open) => open.end()).catch(() => undefined);
    },
  };
}

/**
 * The embedded database as the build leaves it, every migration applied (`npm run build` writes it:
 * db/embedded-template.ts): a new embedded database starts as a copy of it rather than running
 * initdb and the migrations, seconds of WebAssembly on the server's only thread. A migration
 * added since the build still runs at start, as on any existing database; without the file (no
 * build yet), PGlite creates the database itself.
 */
export const embeddedTemplateFile = () => path.join(serverRoot(), 'dist', 'embedded-database.tar');

type DatabaseConfig = { databaseUrl: string | null; dataDir: string; databasePoolSize?: number };

/** DATABASE_URL wins; otherwise the embedded database in DATA_DIR/pglite. */
export async function openDatabase(
  config: DatabaseConfig,
  templateFile = embeddedTemplateFile(),
): Promise<DatabaseHandle> {
  const { handle, opened } = startDatabase(config, templateFile);
  await opened;
  return handle;
}

/**
 * The database's handle at once, and `opened`, which settles when it can answer: the embedded one
 * opens on its thread meanwhile (statements sent before then wait for it), so the server builds
 * its app beside the opening (server.ts). PostgreSQL's pool connects at its first statement.
 */
export function startDatabase(
  config: DatabaseConfig,
  templateFile = embeddedTemplateFile(),
): { handle: DatabaseHandle; opened: Promise<void> } {
  if (config.databaseUrl) {
    return {
      handle: openPostgres(config.databaseUrl, config.databasePoolSize),
      opened: Promise.resolve(),
    };
  }
  // A folder that holds no database yet starts from the template, on the database's thread.
  const template = fs.existsSync(templateFile) ? templateFile : null;
  return startEmbedded(path.join(config.dataDir, 'pglite'), template);
}
