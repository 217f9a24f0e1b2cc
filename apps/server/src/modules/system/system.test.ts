import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actions } from '@app/contracts/registry';
import { createTestApp, type TestApp } from '../../test/app.ts';

/** Every route the app registers, as `METHOD /url` (Fastify's own HEAD of each GET left out). */
const registered = new Set<string>();

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    // The test-only routes too, so that the list of routes left undescribed is checked.
    config: { testControl: true },
    onRoute: (route) => {
      for (const method of [route.method].flat()) registered.add(`${method} ${route.url}`);
    },
  });
  for (const route of registered) {
    if (route.startsWith('HEAD ') && registered.has(route.replace(/^HEAD /, 'GET '))) {
      registered.delete(route);
    }
  }
});
afterAll(() => t.close());

/**
 * Registered routes the API reference leaves out, each with why. Anything else a client can call
 * is described, and the test below fails for a route added without its description.
 */
const notDescribed: Record<string, string> = {
  'POST /__test/elapse': 'end-to-end tests only (TEST_CONTROL, refused with NODE_ENV=production)',
  'POST /__test/platform-role': 'end-to-end tests only, as /__test/elapse',
  'GET /':
    'the web app: an HTML page for browsers, as every page address is (those reach the not-found handler and are no routes); with a web build its files are routes too, and not API either',
  'GET /index.html': 'the same page as /',
};

type PathItem = Record<string, { security?: unknown[] } | undefined>;
const methods = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/**
 * Whether a route's URL (`/inc/calendar/:file`, `/uploads/*`) serves a described path
 * (`/inc/calendar/{feed}.ics`, `/uploads/{kind}/{name}`): a parameter takes any one segment, a
 * final wildcard one or more.
 */
function serves(url: string, path: string): boolean {
  const routeSegments = url.split('/');
  const pathSegments = path.split('/');
  for (const [index, segment] of routeSegments.entries()) {
    if (segment === '*' && index === routeSegments.length - 1) {
      return pathSegments.length > index;
    }
    const described = pathSegments[index];
    if (described === undefined) return false;
    if (!segment.startsWith(':') && segment !== described) return false;
  }
  return routeSegments.length === pathSegments.length;
}

describe('probes', () => {
  it('GET /healthz answers ok', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('GET /readyz answers ready when the database answers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready', rateLimits: 'memory', uploads: 'folder' });
  });
});

describe('shutting down', () => {
  it('makes readyz fail first, while the server still answers requests', async () => {
    const app = await createTestApp();
    try {
      app.app.drain();
      const ready = await app.app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ status: false, code: 'unavailable' });
      expect((await app.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
      expect((await app.app.inject({ method: 'GET', url: '/inc/openapi.json' })).statusCode).toBe(
        200,
      );
    } finally {
      await app.close();
    }
  });
});

describe('API reference', () => {
  it('GET /inc/openapi.json lists every action of the contract', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/inc/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json<{
      openapi: string;
      paths: Record<string, { post?: { 'x-actions': string[] } }>;
      components: { schemas: Record<string, unknown>; securitySchemes: Record<string, unknown> };
    }>();
    expect(document.openapi).toBe('3.1.0');
    const listed = Object.values(document.paths).flatMap((path) => path.post?.['x-actions'] ?? []);
    expect(listed.sort()).toEqual(Object.keys(actions).sort());
    for (const name of Object.keys(actions)) {
      expect(document.components.schemas[`${name}Request`]).toBeDefined();
      expect(document.components.schemas[`${name}Response`]).toBeDefined();
    }
    expect(document.components.securitySchemes.xsrf).toMatchObject({ name: 'X-XSRF-TOKEN' });
    expect(document.components.schemas.joinRequest).toMatchObject({
      required: expect.arrayContaining(['action', 'susername', 'semail', 'spassword']) as unknown,
    });
  });

  it('describes every route the server registers, and nothing else', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/inc/openapi.json' });
    const document = response.json<{ paths: Record<string, PathItem> }>();
    const operations = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.keys(item)
        .filter((key) => methods.includes(key))
        .map((method) => ({ method: method.toUpperCase(), path })),
    );
    const isDescribed = (route: string) => {
      const [method, url] = route.split(' ') as [string, string];
      return operations.some(
        (operation) => operation.method === method && serves(url, operation.path),
      );
    };
    const routes = [...registered];
    expect(routes.filter((route) => !isDescribed(route) && !(route in notDescribed))).toEqual([]);
    expect(routes.filter((route) => isDescribed(route) && route in notDescribed)).toEqual([]);
    expect(Object.keys(notDescribed).filter((route) => !registered.has(route))).toEqual([]);
    const stale = operations.filter(
      ({ method, path }) =>
        !routes.some(
          (route) => route.startsWith(`${method} `) && serves(route.slice(method.length + 1), path),
        ),
    );
    expect(stale).toEqual([]);
  });

  it('says for every operation which credentials it takes, none for the public ones', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/inc/openapi.json' });
    const { paths } = response.json<{ paths: Record<string, PathItem> }>();
    for (const [path, item] of Object.entries(paths)) {
      for (const method of methods.filter((key) => key in item)) {
        expect(item[method]?.security, `${method} ${path}`).toBeDefined();
      }
    }
    for (const path of ['/healthz', '/readyz', '/inc/captcha', '/inc/calendar/{feed}.ics']) {
      expect(paths[path]?.get?.security, path).toEqual([]);
    }
    expect(paths['/inc/main']?.post?.security).toEqual([{ session: [], xsrf: [] }, { xsrf: [] }]);
    expect(paths['/inc/upload']?.post?.security).toEqual([{ session: [], xsrf: [] }]);
    expect(paths['/inc/stream']?.get?.security).toEqual([{ session: [] }]);
    expect(paths['/inc/documents/invoices/{id}.pdf']?.get?.security).toEqual([{ session: [] }]);
  });

  it('GET /inc/docs renders every action and the error codes, without scripts', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/inc/docs' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    for (const name of Object.keys(actions)) expect(response.body).toContain(`id="${name}"`);
    expect(response.body).toContain('rate_limited');
    expect(response.body).toContain('min length 6');
    expect(response.body).not.toMatch(/<script|style=/);
    const css = await t.app.inject({ method: 'GET', url: '/inc/docs.css' });
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-type']).toContain('text/css');
  });
});
