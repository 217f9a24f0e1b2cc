import type { FastifyPluginCallback, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sql } from 'drizzle-orm';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { DatabaseHandle } from '../db/client.ts';
import { jobSchema } from '../lib/job-queue.ts';
import { safeEqual } from '../lib/tokens.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The contract action a POST /inc/{endpoint} named, once it is known (for the metrics). */
    actionName?: string;
  }
}

export interface MetricsOptions {
  database: DatabaseHandle;
  /** METRICS_TOKEN: the bearer token a scraper sends; null: loopback callers only. */
  token: string | null;
}

const loopback = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * Who may read the metrics: a scraper with the token, or, without a token configured, a caller on
 * this machine that did not come through a proxy (a forwarded request is someone else's).
 */
function mayRead(request: FastifyRequest, token: string | null): boolean {
  if (token) {
    const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
    return safeEqual(given, token);
  }
  return (
    loopback.has(request.socket.remoteAddress ?? '') &&
    request.headers['x-forwarded-for'] === undefined
  );
}

/**
 * GET /metrics in Prometheus's text format (prom-client): request durations by route, action and
 * status, the process (CPU, memory, event-loop lag), the PostgreSQL pool, and the job queue (depth
 * by state, failures). Each app has its own registry, so several in one process never mix.
 */
const metricsPlugin: FastifyPluginCallback<MetricsOptions> = (app, { database, token }, done) => {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });

  const durations = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request, by route, action (for the action endpoints) and status',
    labelNames: ['method', 'route', 'action', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    // Unknown paths are one route: the label set stays bounded whatever a client asks for.
    const route = request.routeOptions.url ?? 'unmatched';
    durations.observe(
      {
        method: request.method,
        route,
        action: request.actionName ?? '',
        status: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
  });

  if (database.driver === 'postgres') {
    const { pool } = database;
    new Gauge({
      name: 'db_pool_connections',
      help: 'Connections of this server to PostgreSQL: open, idle, and requests waiting for one',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        this.set({ state: 'total' }, pool.totalCount);
        this.set({ state: 'idle' }, pool.idleCount);
        this.set({ state: 'waiting' }, pool.waitingCount);
      },
    });
  }

  const jobCounts = async () => {
    const result = (await database.db.execute(
      sql.raw(`select name, state, count(*)::int as n from ${jobSchema}.job group by name, state`),
    )) as { rows: Array<{ name: string; state: string; n: number }> };
    return result.rows;
  };
  new Gauge({
    name: 'job_queue_jobs',
    help: 'Jobs in the queue (shared by every server), by name and state (created and retry wait; active run; failed gave up)',
    labelNames: ['name', 'state'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const row of await jobCounts().catch(() => [])) {
        this.set({ name: row.name, state: row.state }, row.n);
      }
    },
  });
  const scrapes = new Counter({
    name: 'metrics_scrapes_total',
    help: 'Times /metrics was read',
    registers: [registry],
  });

  app.get('/metrics', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (!mayRead(request, token)) {
      return reply.code(404).send({ status: false, msg: 'Not found', code: 'not_found' });
    }
    scrapes.inc();
    return reply.type(registry.contentType).send(await registry.metrics());
  });
  done();
};

export default fp(metricsPlugin, { name: 'metrics' });
