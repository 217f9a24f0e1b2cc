import type { FastifyPluginCallback } from 'fastify';
import type { Config } from '../../config/env.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { unsubscribe, unsubscribePage } from './unsubscribe.ts';

export interface SettingsRoutesOptions {
  db: Database;
  config: Config;
}

/**
 * /inc/unsubscribe/{token}, the List-Unsubscribe address of the e-mails a person can turn off:
 * a POST (the mail client's one-click, RFC 8058, with `List-Unsubscribe=One-Click` as its body
 * in either form encoding) turns the list off without a session or CSRF token, the signed token
 * being the proof; a GET (the address opened in a browser) never changes anything and leads to
 * the page that asks first. A token this server did not sign answers 404.
 */
const settingsRoutes: FastifyPluginCallback<SettingsRoutesOptions> = (
  app,
  { db, config },
  done,
) => {
  // Mail clients may post the one-click body as multipart; its content does not matter.
  app.addContentTypeParser(
    'multipart/form-data',
    { bodyLimit: 4096 },
    (_request, payload, next) => {
      payload.resume();
      payload.on('end', () => next(null, {}));
      payload.on('error', next);
    },
  );

  app.post<{ Params: { token: string } }>(
    '/inc/unsubscribe/:token',
    { config: { csrf: false } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      try {
        await unsubscribe(db, config.sessionSecret, request.params.token);
      } catch (error) {
        if (error instanceof AppError && error.code === 'unsubscribe_link_invalid') {
          return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
        }
        throw error;
      }
      return reply.type('text/plain; charset=utf-8').send('Unsubscribed');
    },
  );

  app.get<{ Params: { token: string } }>('/inc/unsubscribe/:token', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const page = await unsubscribePage(db, config, request.params.token);
    if (page === null) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    return reply.redirect(page, 303);
  });
  done();
};

export default settingsRoutes;
