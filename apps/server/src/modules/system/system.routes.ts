import type { FastifyPluginCallback } from 'fastify';
import type { DatabaseHandle } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ObjectStorage } from '../../lib/storage.ts';
import { docsStylesheet, renderDocsPage } from './docs-page.ts';
import { buildOpenApiDocument } from './openapi.ts';

export interface SystemRoutesOptions {
  database: DatabaseHandle;
  productName: string;
  storage: ObjectStorage;
  /** Whether the server is shutting down (app.drain() was called). */
  isDraining: () => boolean;
}

/** Probes for load balancers and the generated API reference. */
const systemRoutes: FastifyPluginCallback<SystemRoutesOptions> = (
  app,
  { database, productName, storage, isDraining },
  done,
) => {
  app.get('/healthz', (_request, reply) => reply.send({ status: 'ok' }));

  app.get('/readyz', async (request) => {
    // Shutting down: the load balancer is told first, while requests are still answered.
    if (isDraining()) throw new AppError('unavailable', 'This server is shutting down');
    try {
      await database.ping();
    } catch (error) {
      request.log.warn({ err: error }, 'database not reachable');
      throw new AppError('unavailable');
    }
    // Serving; the detail says where shared things are (rate limits fall back to this server's
    // own counters while Redis is away).
    return { status: 'ready', rateLimits: app.limiter.status(), uploads: storage.driver };
  });

  let openApi: string | null = null;
  app.get('/inc/openapi.json', async (_request, reply) => {
    openApi ??= JSON.stringify(buildOpenApiDocument(productName));
    return reply.type('application/json; charset=utf-8').send(openApi);
  });

  let docs: string | null = null;
  app.get('/inc/docs', async (_request, reply) => {
    docs ??= renderDocsPage(productName);
    return reply.type('text/html; charset=utf-8').send(docs);
  });
  app.get('/inc/docs.css', async (_request, reply) =>
    reply
      .type('text/css; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(docsStylesheet),
  );
  done();
};

export default systemRoutes;
