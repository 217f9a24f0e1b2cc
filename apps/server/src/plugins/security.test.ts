import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import security from './security.ts';

async function headersOf(isProduction: boolean) {
  const app = Fastify();
  await app.register(security, { isProduction });
  app.get('/', () => 'ok');
  const response = await app.inject('/');
  await app.close();
  return response.headers;
}

describe('security headers', () => {
  it('sends the strict policy and helmet’s headers on every response, HSTS only in production', async () => {
    const development = await headersOf(false);
    expect(development).toMatchObject({
      'content-security-policy':
        "default-src 'self';script-src 'self';style-src 'self';img-src 'self' data: blob:;" +
        "font-src 'self' data:;connect-src 'self';frame-ancestors 'none';object-src 'none';" +
        "base-uri 'self';form-action 'self'",
      'cross-origin-opener-policy': 'same-origin-allow-popups',
      'cross-origin-resource-policy': 'same-origin',
      'origin-agent-cluster': '?1',
      'referrer-policy': 'no-referrer',
      'x-content-type-options': 'nosniff',
      'x-dns-prefetch-control': 'off',
      'x-download-options': 'noopen',
      'x-frame-options': 'SAMEORIGIN',
      'x-permitted-cross-domain-policies': 'none',
      'x-xss-protection': '0',
    });
    expect(development['strict-transport-security']).toBeUndefined();
    const production = await headersOf(true);
    expect(production['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });
});
