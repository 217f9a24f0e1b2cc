import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actions } from '@app/contracts/registry';
import { createTestApp, type TestApp } from '../../test/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

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
