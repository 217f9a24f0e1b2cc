import type { FastifyError, FastifyPluginCallback, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import type { z } from 'zod';
import { httpStatusOf, type ErrorCode } from '@app/contracts/errors';
import { errorMessages, validationMessages } from '@app/contracts/messages';
import { AppError, InputError } from '../lib/app-error.ts';
import { isDatabaseUnavailable } from '../lib/db-errors.ts';

/** Thrown by the action layer when the body does not match the action's request schema. */
/** Per-field message keys from zod issues; messages that are not our keys become generic ones. */
export function fieldErrorsOf(error: z.ZodError): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.') || '_';
    const key = Object.hasOwn(validationMessages, issue.message)
      ? issue.message
      : issue.code === 'invalid_type' && issue.input === undefined
        ? 'validation.required'
        : 'validation.invalid';
    const list = (fields[field] ??= []);
    if (!list.includes(key)) list.push(key);
  }
  return fields;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Answers a page request with the web app (static.ts); absent without a web build. */
    serveIndex?: (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;
  }
}

const send = (reply: FastifyReply, code: ErrorCode, extra: Record<string, unknown> = {}) =>
  reply
    .code(httpStatusOf(code))
    .type('application/json; charset=utf-8')
    .send({ status: false, msg: errorMessages[code], code, ...extra });

function codeOfFrameworkError(error: FastifyError): ErrorCode | null {
  if (error.validation) return 'invalid_input';
  switch (error.statusCode) {
    case 400:
      return 'invalid_input';
    // A static path the plugin refuses (a folder, a NUL, a non-canonical path): never a 500.
    case 403:
      return 'forbidden';
    case 404:
      return 'not_found';
    case 413:
      return 'payload_too_large';
    case 415:
      return 'unsupported_media_type';
    case 429:
      return 'rate_limited';
    default:
      return null;
  }
}

const isPagePath = (url: string) =>
  !url.startsWith('/inc/') &&
  url !== '/inc' &&
  !url.startsWith('/assets/') &&
  !url.startsWith('/healthz') &&
  !url.startsWith('/readyz') &&
  !url.startsWith('/metrics');

/**
 * Whether a request of a page address wants the page (decisions.md, "Languages and locale"): a
 * browser (text/html), and a client that takes anything (any type, or no Accept: curl, link
 * previewers, uptime monitors) unless it asks for JSON first; a client asking for JSON gets JSON.
 */
export function wantsPage(accept: string | undefined): boolean {
  if (!accept || accept.trim() === '') return true;
  if (accept.includes('text/html')) return true;
  return accept.includes('*/*') && !accept.includes('application/json');
}

/** The one error handler and the one not-found handler of the app. */
const errorHandlerPlugin: FastifyPluginCallback = (app, _options, done) => {
  app.setErrorHandler(async (error: unknown, request, reply) => {
    if (error instanceof AppError) {
      if (error.code === 'invalid_input' && error instanceof InputError) {
        return send(reply, 'invalid_input', { fields: error.fields });
      }
      const status = httpStatusOf(error.code);
      const retryAfter = (error as { retryAfterSeconds?: unknown }).retryAfterSeconds;
      if (typeof retryAfter === 'number') reply.header('retry-after', String(retryAfter));
      if (status >= 500) request.log.error({ err: error }, 'request failed');
      if (status === 200) {
        return reply.code(200).send({
          status: false,
          msg: error.message,
          code: error.code,
          ...error.extra,
        });
      }
      return send(reply, error.code);
    }
    const frameworkError = error as FastifyError;
    const code =
      typeof frameworkError?.statusCode === 'number' && frameworkError.statusCode < 500
        ? codeOfFrameworkError(frameworkError)
        : null;
    if (code) return send(reply, code);
    if (isDatabaseUnavailable(error)) {
      // A restart or failover: the next request gets a fresh connection from the pool.
      request.log.warn({ err: error }, 'database unavailable');
      reply.header('retry-after', '1');
      return send(reply, 'unavailable');
    }
    request.log.error({ err: error }, 'request failed');
    return send(reply, 'internal');
  });

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && isPagePath(path);
    // A page address answers by what the client accepts: the page, or the JSON not-found.
    if (isPage) reply.header('vary', 'Accept');
    if (isPage && wantsPage(request.headers.accept) && app.serveIndex) {
      return app.serveIndex(request, reply);
    }
    return send(reply, 'not_found');
  });
  done();
};

export default fp(errorHandlerPlugin, { name: 'error-handler' });
