import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, TestClient, type TestApp } from '../test/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('CSRF (signed double-submit bound to the session)', () => {
  it('sets a readable XSRF-TOKEN cookie on a page load', async () => {
    const response = await new TestClient(t.app).loadPage();
    const cookie = response.cookies.find((entry) => entry.name === 'XSRF-TOKEN') as
      { httpOnly?: boolean; sameSite?: string; path?: string; value: string } | undefined;
    expect(cookie?.value).toBeTruthy();
    expect(cookie?.httpOnly).toBeFalsy();
    expect(cookie).toMatchObject({ sameSite: 'Lax', path: '/' });
  });

  it('sets one on an API reply when the request had none, and not otherwise', async () => {
    const client = new TestClient(t.app);
    const first = await client.request({ method: 'GET', url: '/inc/openapi.json' });
    expect(first.cookies.some((cookie) => cookie.name === 'XSRF-TOKEN')).toBe(true);
    const second = await client.request({ method: 'GET', url: '/inc/openapi.json' });
    expect(second.cookies.some((cookie) => cookie.name === 'XSRF-TOKEN')).toBe(false);
  });

  it('refuses a token minted before login once signed in, and the login reply brings a new one', async () => {
    const user = await createUser(t.db);
    const client = new TestClient(t.app);
    await client.loadPage();
    const visitorToken = client.cookie('XSRF-TOKEN') ?? '';
    const login = await client.login(user.username, user.password);
    expect(login.json()).toMatchObject({ status: true });
    const fresh = client.cookie('XSRF-TOKEN');
    expect(fresh).toBeTruthy();
    expect(fresh).not.toBe(visitorToken);

    const stale = await client.request({
      method: 'POST',
      url: '/inc/main',
      payload: { action: 'loginuserdetail' },
      headers: {
        'x-xsrf-token': visitorToken,
        cookie: `sid=${client.cookie('sid')}; XSRF-TOKEN=${visitorToken}`,
      },
    });
    expect(stale.statusCode).toBe(403);
    expect(stale.json()).toMatchObject({ code: 'csrf' });

    const ok = await client.action('loginuserdetail');
    expect(ok.statusCode).toBe(200);
  });

  it('lets a client retry with the cookie a csrf failure sets', async () => {
    const user = await createUser(t.db);
    const client = new TestClient(t.app);
    await client.login(user.username, user.password);
    client.cookies.set('XSRF-TOKEN', { value: 'stale.token' });
    const refused = await client.action('loginuserdetail');
    expect(refused.statusCode).toBe(403);
    const retried = await client.action('loginuserdetail');
    expect(retried.statusCode).toBe(200);
  });

  it('issues a visitor token after logout', async () => {
    const user = await createUser(t.db);
    const client = new TestClient(t.app);
    await client.login(user.username, user.password);
    const signedInToken = client.cookie('XSRF-TOKEN');
    await client.action('logout');
    expect(client.cookie('XSRF-TOKEN')).not.toBe(signedInToken);
    const afterwards = await client.action('searchBar', { search: 'abc' });
    expect(afterwards.statusCode).toBe(200);
  });
});
