import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { anyone } from '@app/contracts/access';
import { defineAction, success } from '@app/contracts/action';
import { actions } from '@app/contracts/registry';
import { createTestApp, createUser, TestClient, type TestApp } from '../test/app.ts';
import { defineServerAction } from './define.ts';
import { serverActions } from './registry.ts';

const boom = defineAction({
  name: 'testBoom',
  endpoint: 'main',
  access: anyone,
  summary: 'Throws a plain error.',
  request: z.object({}),
  response: success({}),
});
const leaky = defineAction({
  name: 'testLeak',
  endpoint: 'main',
  access: anyone,
  summary: 'Returns a field the contract does not have.',
  request: z.object({}),
  response: success({ name: z.string() }),
});

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    extraActions: [
      defineServerAction(boom, {
        handler: () => Promise.reject(new Error('secret database detail at /srv/app.ts:12')),
      }),
      defineServerAction(leaky, {
        handler: () =>
          Promise.resolve({ status: true as const, name: 'x', passwordHash: 'argon2id$...' }),
      }),
    ],
    rateLimits: { actions: { usernamecheck: [{ max: 2, windowMs: 60_000 }] } },
  });
});
afterAll(() => t.close());

describe('the action protocol', () => {
  it('implements every action of the contract exactly once', () => {
    const names = serverActions.map((action) => action.contract.name).sort();
    expect(names).toEqual(Object.keys(actions).sort());
  });

  it('refuses a POST without the X-XSRF-TOKEN header with 403 csrf and a fresh cookie', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/inc/main',
      payload: { action: 'searchBar', search: 'mario' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ status: false, code: 'csrf' });
    expect(response.cookies.some((cookie) => cookie.name === 'XSRF-TOKEN')).toBe(true);
  });

  it('refuses a header that does not match the cookie', async () => {
    const client = new TestClient(t.app);
    await client.loadPage();
    const response = await client.action(
      'searchBar',
      { search: 'abc' },
      {
        headers: { 'x-xsrf-token': 'forged.value' },
      },
    );
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'csrf' });
  });

  it('checks CSRF before looking the action up', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/inc/main',
      payload: { action: 'nope' },
    });
    expect(response.statusCode).toBe(403);
  });

  it('answers 400 unknown_action for an unknown action or a wrong endpoint', async () => {
    const client = new TestClient(t.app);
    const unknown = await client.action('nope');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({
      status: false,
      msg: 'Unknown action',
      code: 'unknown_action',
    });
    const missing = await client.action('');
    expect(missing.statusCode).toBe(400);
    const wrongEndpoint = await client.action(
      'searchBar',
      { search: 'abc' },
      { endpoint: 'selling' },
    );
    expect(wrongEndpoint.json()).toMatchObject({ code: 'unknown_action' });
  });

  it('answers 400 invalid_input with per-field message keys', async () => {
    const client = new TestClient(t.app);
    const response = await client.action('join', { susername: '1abc', semail: 'nope' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      status: false,
      code: 'invalid_input',
      msg: 'Some fields are not valid',
      fields: {
        susername: ['validation.username.pattern', 'validation.username.length'],
        semail: ['validation.email.pattern'],
        spassword: ['validation.password.required'],
      },
    });
  });

  it('answers 401 auth_required for a user action without a session', async () => {
    const client = new TestClient(t.app);
    const response = await client.action('loginuserdetail');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ status: false, code: 'auth_required' });
  });

  it('refuses a NUL, an unpaired surrogate and an integer beyond the database’s with 400, never 500 (issue 15, finding 4)', async () => {
    const client = new TestClient(t.app);
    const nul = await client.action('login', { username: 'mario\u0000rossi', password: 'x' });
    expect(nul.statusCode).toBe(400);
    expect(nul.json()).toMatchObject({
      code: 'invalid_input',
      fields: { username: ['validation.invalid'] },
    });
    const surrogate = await client.action('searchBar', { search: 'excel \uD83D' }, { json: true });
    expect(surrogate.statusCode).toBe(400);
    expect(surrogate.json()).toMatchObject({ fields: { search: ['validation.invalid'] } });
    const user = await createUser(t.db);
    await client.login(user.username, user.password);
    for (const companyId of [2 ** 31, '2147483648', -(2 ** 31) - 1]) {
      const reply = await client.action('switchCompanyProfile', { companyId }, { json: true });
      expect(reply.statusCode, String(companyId)).toBe(400);
      expect(reply.json()).toMatchObject({ code: 'invalid_input' });
    }
  });

  it('tells every cache to keep no reply, success or failure (issue 15, finding 6)', async () => {
    const client = new TestClient(t.app);
    const success = await client.action('searchBar', { search: 'excel' });
    expect(success.statusCode).toBe(200);
    expect(success.headers['cache-control']).toBe('no-store');
    const failure = await client.action('loginuserdetail');
    expect(failure.statusCode).toBe(401);
    expect(failure.headers['cache-control']).toBe('no-store');
  });

  it('hides a plain error behind 500 internal', async () => {
    const client = new TestClient(t.app);
    const response = await client.action('testBoom');
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      status: false,
      msg: 'Something went wrong!!',
      code: 'internal',
    });
    expect(response.body).not.toMatch(/secret|srv|stack/);
  });

  it('refuses (500) a response with fields outside the contract, outside production', async () => {
    const client = new TestClient(t.app);
    const response = await client.action('testLeak');
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('argon2');
  });

  it('accepts form-encoded and JSON bodies alike', async () => {
    const { username } = await createUser(t.db);
    const client = new TestClient(t.app);
    const form = await client.action('usernamecheck', { susername: username.toUpperCase() });
    expect(form.statusCode).toBe(200);
    expect(form.json()).toEqual({ status: true });
    const json = await client.action(
      'emailcheck',
      { semail: 'nobody@example.com' },
      { json: true },
    );
    expect(json.json()).toEqual({ status: false });
  });

  it('answers 415 for other body types and 400 for broken JSON', async () => {
    const client = new TestClient(t.app);
    await client.loadPage();
    const headers = { 'x-xsrf-token': client.cookie('XSRF-TOKEN') ?? '' };
    const text = await client.request({
      method: 'POST',
      url: '/inc/main',
      payload: 'action=searchBar',
      headers: { ...headers, 'content-type': 'text/plain' },
    });
    expect(text.statusCode).toBe(415);
    expect(text.json()).toMatchObject({ code: 'unsupported_media_type' });
    const broken = await client.request({
      method: 'POST',
      url: '/inc/main',
      payload: '{"action":',
      headers: { ...headers, 'content-type': 'application/json' },
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({ code: 'invalid_input' });
  });

  it('answers 413 payload_too_large for an oversized body', async () => {
    const client = new TestClient(t.app);
    const response = await client.action('searchBar', { search: 'x'.repeat(1_100_000) });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ status: false, code: 'payload_too_large' });
  });

  it('answers 429 rate_limited past an action limit', async () => {
    const client = new TestClient(t.app, '10.1.2.3');
    const codes: number[] = [];
    for (let index = 0; index < 3; index += 1) {
      const response = await client.action('usernamecheck', { susername: 'someone' });
      codes.push(response.statusCode);
      if (response.statusCode === 429) {
        expect(response.json()).toMatchObject({ status: false, code: 'rate_limited' });
        expect(response.headers['retry-after']).toBeDefined();
      }
    }
    expect(codes).toEqual([200, 200, 429]);
    // Another address has its own budget.
    const other = await new TestClient(t.app, '10.9.9.9').action('usernamecheck', {
      susername: 'someone',
    });
    expect(other.statusCode).toBe(200);
  });

  it('answers unknown API paths with 404 not_found JSON', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/inc/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ status: false, code: 'not_found' });
  });

  it('echoes a valid X-Request-Id and makes one up otherwise', async () => {
    const given = await t.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': 'abc-123' },
    });
    expect(given.headers['x-request-id']).toBe('abc-123');
    const invalid = await t.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': 'bad id with spaces' },
    });
    expect(invalid.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('the global API limit', () => {
  it('answers 429 rate_limited once an address exceeds it', async () => {
    const limited = await createTestApp({
      database: t.database,
      rateLimits: { global: { max: 3, windowMs: 60_000 } },
    });
    try {
      const statuses: number[] = [];
      for (let index = 0; index < 4; index += 1) {
        const response = await limited.app.inject({ method: 'GET', url: '/inc/openapi.json' });
        statuses.push(response.statusCode);
        if (response.statusCode === 429) {
          expect(response.json()).toMatchObject({ status: false, code: 'rate_limited' });
        }
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
      // Pages and probes are not counted.
      const health = await limited.app.inject({ method: 'GET', url: '/healthz' });
      expect(health.statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
