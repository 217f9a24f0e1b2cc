import type { FastifyInstance } from 'fastify';
import { buildApp, logRedactions } from './app.ts';
import { ConfigError, loadConfig, startupWarnings, type Config } from './config/env.ts';
import { openDatabase, type DatabaseHandle } from './db/client.ts';
import { runMigrations } from './db/migrate.ts';
import { seedDemoData } from './db/seed.ts';
import { createPasswordHasher } from './lib/passwords.ts';
import { createStorage } from './lib/storage.ts';

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

function loggerOptions(config: Config) {
  const pretty = process.stdout.isTTY && config.nodeEnv !== 'production';
  return {
    level: config.logLevel,
    redact: { paths: logRedactions, censor: '[redacted]' },
    ...(pretty
      ? {
          transport: {
            target: 'pino-pretty',
            options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' },
          },
        }
      : {}),
  };
}

async function main(): Promise<void> {
  const config = readConfig();
  let database: DatabaseHandle | null = null;
  let app: FastifyInstance | null = null;
  try {
    database = await openDatabase(config);
    await runMigrations(database);
    const storage = createStorage(config);
    if (config.seedDemo) {
      await seedDemoData(database.db, createPasswordHasher(), storage, config.productName);
    }
    app = await buildApp({ config, database, storage, logger: loggerOptions(config) });
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    console.error('Start-up failed:', error);
    await app?.close().catch(() => undefined);
    await database?.close().catch(() => undefined);
    process.exit(1);
  }
  const running = app;
  const db = database;
  const shownHost = config.host === '0.0.0.0' ? 'localhost' : config.host;
  const address = running.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  for (const warning of startupWarnings(config)) running.log.warn(warning);
  running.log.info(
    `${config.productName} listening on http://${shownHost}:${port} (${db.driver === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL'})`,
  );

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
      .then(() => db.close())
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
