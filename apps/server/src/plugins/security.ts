import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';

export interface SecurityOptions {
  isProduction: boolean;
}

/** Strict CSP (no inline script or style anywhere), HSTS only in production. */
const securityPlugin: FastifyPluginAsync<SecurityOptions> = async (app, { isProduction }) => {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
    hsts: isProduction ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    // The social-login popup talks to its opener.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  });
};

export default fp(securityPlugin, { name: 'security' });
