import type { FastifyInstance } from 'fastify';
import { pino, type Logger } from 'pino';
import { ConfigError, loadConfig, startupWarnings, type Config } from './config/env.ts';
import { startDatabase, type DatabaseHandle } from './db/client.ts';
import { logRedactions } from './lib/log-redactions.ts';

const SHUTDOWN_TIMEOUT_MS = 10_000;

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/** JSON lines in production (LOG_FORMAT=json); elsewhere pino-pretty, one short line per request. */
function createLogger(config: Config): Logger {
  return pino({
    level: config.logLevel,
    redact: { paths: logRedactions, censor: '[redacted]' },
    ...(config.logFormat === 'pretty'
      ? {
          transport: {
            target: 'pino-pretty',
            options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname,reqId', singleLine: true },
          },
        }
      : {}),
  });
}

/** Runs one step of the start and says how long it took. */
async function step<T>(log: Logger, what: string, run: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await run();
  log.info(`${what} (${Math.round(performance.now() - started)} ms)`);
  return result;
}

async function main(): Promise<void> {
  const config = readConfig();
  const log = createLogger(config);
  let database: DatabaseHandle | null = null;
  let building: Promise<FastifyInstance> | null = null;
  let app: FastifyInstance | null = null;
  let demoPassword: string | null = null;
  const where =
    config.databaseUrl === null ? `embedded database in ${config.dataDir}` : 'PostgreSQL';
  try {
    // The database opens (the embedded one on a thread of its own) while this thread loads the
    // app's modules and builds the app, which asks nothing of the database until it is made
    // ready: on an existing data folder, the longest parts of a start side by side.
    const started = startDatabase(config);
    const handle = started.handle;
    database = handle;
    const opened = step(log, `Opened the ${where}`, () => started.opened);
    opened.catch(() => undefined); // awaited once the modules are loaded, and reported then
    const [{ buildApp }, { runMigrations }, seed, passwords, { createStorage }] = await Promise.all(
      [
        import('./app.ts'),
        import('./db/migrate.ts'),
        import('./db/seed.ts'),
        import('./lib/passwords.ts'),
        import('./lib/storage.ts'),
      ],
    );
    const storage = createStorage(config);
    building = step(log, 'App built', () =>
      buildApp({
        config,
        database: handle,
        storage,
        loggerInstance: log,
        oneLineRequestLogs: config.logFormat === 'pretty',
      }),
    );
    building.catch(() => undefined); // awaited below, and reported then
    const built = building;
    await opened;
    await step(log, 'Migrations applied', () => runMigrations(handle));
    // The demo's seed (or its check that the demo is in place) beside the app's jobs and live
    // updates starting (its `ready`): both wait on the database. The server listens once both are
    // done, so its first page already shows the demo.
    const [seeded, ready] = await Promise.allSettled([
      config.seedDemo
        ? step(log, 'Demo data in place', () =>
            seed.seedDemoData(
              handle.db,
              passwords.createPasswordHasher(),
              storage,
              config.productName,
            ),
          )
        : Promise.resolve(),
      step(log, 'App ready', async () => (await built).ready()),
    ]);
    if (seeded.status === 'rejected') throw seeded.reason;
    if (ready.status === 'rejected') throw ready.reason;
    app = await built;
    if (config.seedDemo) demoPassword = seed.DEMO_PASSWORD;
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    log.error({ err: error }, 'Start-up failed');
    // A failed start closes the app built so far, then the database it opened.
    const built = await building?.catch(() => null);
    await built?.close().catch(() => undefined);
    await database?.close().catch(() => undefined);
    log.flush();
    process.exitCode = 1;
    setTimeout(() => process.exit(1), 200).unref();
    return;
  }
  const running = app;
  const openedDb = database;
  const shownHost = config.host === '0.0.0.0' ? 'localhost' : config.host;
  const address = running.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  for (const warning of startupWarnings(config)) running.log.warn(warning);
  running.log.info(
    `${config.productName} listening on http://${shownHost}:${port} (${openedDb.driver === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL'})`,
  );
  if (demoPassword) {
    running.log.info(
      `Open http://${shownHost}:${port} and sign in as mario_rossi (looks for training) or acme_admin (runs a company's training), password ${demoPassword}`,
    );
  }

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    running.log.info(`${signal} received, shutting down`);
    // First readyz fails, so the load balancer sends nothing more here; then the server closes.
    running.drain();
    const drainMs = config.shutdownDrainSeconds * 1000;
    const force = setTimeout(() => {
      running.log.error('graceful shutdown timed out, exiting');
      process.exit(1);
    }, drainMs + SHUTDOWN_TIMEOUT_MS);
    force.unref();
    // close() stops accepting connections and waits for in-flight requests.
    new Promise((resolve) => setTimeout(resolve, drainMs))
      .then(() => running.close())
      .then(() => openedDb.close())
      .then(() => process.exit(0))
      .catch((error: unknown) => {
        running.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      });
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

void main();
