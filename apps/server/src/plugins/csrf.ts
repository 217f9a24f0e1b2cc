import type { FastifyPluginCallback, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.ts';
import { hmac, randomToken, safeEqual } from '../lib/tokens.ts';

export const CSRF_COOKIE = 'XSRF-TOKEN';
export const CSRF_HEADER = 'x-xsrf-token';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

declare module 'fastify' {
  interface FastifyInstance {
    /** A token for a request that carries no session: the server's own calls as a visitor. */
    visitorCsrfToken(): string;
  }
  interface FastifyContextConfig {
    /**
     * False for a route that no browser session drives and whose address is its own proof (the
     * one-click unsubscribe a mail client posts, RFC 8058): it carries no session and no token.
     */
    csrf?: boolean;
  }
  interface FastifyReply {
    /** Sets a fresh XSRF-TOKEN cookie bound to the request's current session (or to none). */
    issueCsrfToken(): string;
  }
}

export interface CsrfOptions {
  secret: string;
}

/**
 * Signed double-submit: token = nonce.HMAC(secret, nonce.sessionId). The client echoes the
 * readable cookie in X-XSRF-TOKEN; the server checks header = cookie and the signature for the
 * current session, so a token minted for another session (or before login) is refused.
 */
const csrfPlugin: FastifyPluginCallback<CsrfOptions> = (app, { secret }, done) => {
  const sign = (nonce: string, sessionId: string) => hmac(secret, `csrf.${nonce}.${sessionId}`);

  const isValid = (token: string, sessionId: string) => {
    const [nonce, signature, ...rest] = token.split('.');
    if (!nonce || !signature || rest.length > 0) return false;
    return safeEqual(signature, sign(nonce, sessionId));
  };

  app.decorate('visitorCsrfToken', () => {
    const nonce = randomToken(18);
    return `${nonce}.${sign(nonce, '')}`;
  });

  app.decorateReply('issueCsrfToken', function issueCsrfToken(this: FastifyReply) {
    const nonce = randomToken(18);
    const token = `${nonce}.${sign(nonce, this.request.session?.id ?? '')}`;
    this.setCookie(CSRF_COOKIE, token, {
      path: '/',
      httpOnly: false,
      sameSite: 'lax',
      secure: this.request.protocol === 'https',
    });
    return token;
  });

  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    if (!request.url.startsWith('/inc/') || request.routeOptions.config.csrf === false) return;
    const cookie = request.cookies[CSRF_COOKIE];
    if (safeMethods.has(request.method)) {
      if (!cookie) reply.issueCsrfToken();
      return;
    }
    const header = request.headers[CSRF_HEADER];
    const sessionId = request.session?.id ?? '';
    const ok =
      typeof header === 'string' &&
      typeof cookie === 'string' &&
      safeEqual(header, cookie) &&
      isValid(header, sessionId);
    if (!ok) {
      reply.issueCsrfToken();
      throw new AppError('csrf');
    }
  });
  done();
};

export default fp(csrfPlugin, { name: 'csrf', dependencies: ['sessions'] });
