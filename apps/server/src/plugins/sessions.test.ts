import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../db/schema.ts';
import { sha256 } from '../lib/tokens.ts';
import { createTestApp, createUser, TestClient, type TestApp } from '../test/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function signedIn(remember = true) {
  const user = await createUser(t.db);
  const client = new TestClient(t.app);
  const response = await client.login(user.username, user.password, remember);
  expect(response.json()).toEqual({ status: true, msg: 'Login successful' });
  return { user, client, response };
}

/**
 * A session that ended also invalidates the XSRF token bound to it: the first call gets 403 csrf
 * with a fresh visitor token, and the retry reveals the signed-out state.
 */
async function expectSignedOut(client: TestClient) {
  let response = await client.action('loginuserdetail');
  if (response.statusCode === 403) {
    expect(response.json()).toMatchObject({ code: 'csrf' });
    response = await client.action('loginuserdetail');
  }
  expect(response.statusCode).toBe(401);
}

const sessionCookieOf = (response: { cookies: Array<{ name: string }> }) =>
  response.cookies.find((cookie) => cookie.name === 'sid') as
    | {
        name: string;
        value: string;
        maxAge?: number;
        httpOnly?: boolean;
        sameSite?: string;
        path?: string;
      }
    | undefined;

describe('sessions', () => {
  it('sets an httpOnly, SameSite=Lax cookie lasting 30 days with remember-me', async () => {
    const { response } = await signedIn(true);
    const cookie = sessionCookieOf(response);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.maxAge).toBe(30 * 24 * 60 * 60);
  });

  it('sets a browser-session cookie (no Max-Age) without remember-me', async () => {
    const { response } = await signedIn(false);
    const cookie = sessionCookieOf(response);
    expect(cookie?.value).toBeTruthy();
    expect(cookie?.maxAge).toBeUndefined();
  });

  it('stores only the hash of the token', async () => {
    const { client, user } = await signedIn();
    const token = client.cookie('sid') ?? '';
    expect(token.length).toBeGreaterThanOrEqual(43);
    const rows = await t.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).toBe(sha256(token));
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('issues a new token at every login; the old one stops working', async () => {
    const { client, user } = await signedIn();
    const first = client.cookie('sid');
    const again = await client.login(user.username, user.password);
    expect(again.json()).toMatchObject({ status: true });
    const second = client.cookie('sid');
    expect(second).toBeTruthy();
    expect(second).not.toBe(first);

    const stale = new TestClient(t.app);
    stale.cookies.set('sid', { value: first ?? '' });
    await expectSignedOut(stale);
    expect((await client.action('loginuserdetail')).json()).toMatchObject({
      status: true,
      username: user.username,
    });
  });

  it('logout destroys the session row and clears the cookie', async () => {
    const { client, user } = await signedIn();
    const token = client.cookie('sid') ?? '';
    const response = await client.action('logout');
    expect(response.json()).toEqual({ status: true });
    expect(client.cookie('sid')).toBeUndefined();
    const rows = await t.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows).toHaveLength(0);
    const replay = new TestClient(t.app);
    replay.cookies.set('sid', { value: token });
    await expectSignedOut(replay);
  });

  it('expires a persistent session idle for more than 7 days', async () => {
    const { client, user } = await signedIn(true);
    await t.db
      .update(sessions)
      .set({ lastSeenAt: sql`now() - interval '6 days'` })
      .where(eq(sessions.userId, user.id));
    expect((await client.action('loginuserdetail')).statusCode).toBe(200);
    await t.db
      .update(sessions)
      .set({ lastSeenAt: sql`now() - interval '7 days 1 minute'` })
      .where(eq(sessions.userId, user.id));
    await expectSignedOut(client);
    // Deleted lazily.
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
  });

  it('expires a browser session idle for more than 12 hours', async () => {
    const { client, user } = await signedIn(false);
    await t.db
      .update(sessions)
      .set({ lastSeenAt: sql`now() - interval '13 hours'` })
      .where(eq(sessions.userId, user.id));
    await expectSignedOut(client);
  });

  it('refreshes last_seen_at at most once a minute', async () => {
    const { client, user } = await signedIn(true);
    await t.db
      .update(sessions)
      .set({ lastSeenAt: sql`now() - interval '30 seconds'` })
      .where(eq(sessions.userId, user.id));
    const [before] = await t.db.select().from(sessions).where(eq(sessions.userId, user.id));
    await client.action('loginuserdetail');
    const [unchanged] = await t.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(unchanged?.lastSeenAt.getTime()).toBe(before?.lastSeenAt.getTime());
    await t.db
      .update(sessions)
      .set({ lastSeenAt: sql`now() - interval '2 days'` })
      .where(eq(sessions.userId, user.id));
    await client.action('loginuserdetail');
    const [refreshed] = await t.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(Date.now() - (refreshed?.lastSeenAt.getTime() ?? 0)).toBeLessThan(60_000);
  });

  it('ends a session at its absolute expiry even when active', async () => {
    const { client, user } = await signedIn(true);
    await t.db
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(sessions.userId, user.id));
    await expectSignedOut(client);
  });

  it('gives browser sessions a 24-hour absolute lifetime and persistent ones 30 days', async () => {
    const { user: browserUser } = await signedIn(false);
    const { user: persistentUser } = await signedIn(true);
    const lifetimeHours = async (userId: number) => {
      const [row] = await t.db.select().from(sessions).where(eq(sessions.userId, userId));
      return Math.round(
        ((row?.expiresAt.getTime() ?? 0) - (row?.createdAt.getTime() ?? 0)) / 3_600_000,
      );
    };
    expect(await lifetimeHours(browserUser.id)).toBe(24);
    expect(await lifetimeHours(persistentUser.id)).toBe(30 * 24);
  });

  it('cleans expired sessions up in bulk', async () => {
    const { user } = await signedIn(true);
    await t.db
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 day'` })
      .where(eq(sessions.userId, user.id));
    await t.app.sessions.deleteExpired();
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
  });

  it('ignores a forged session cookie', async () => {
    const client = new TestClient(t.app);
    client.cookies.set('sid', { value: 'forged-token' });
    await expectSignedOut(client);
  });

  it('keeps the new session when a request sent with the replaced one answers after a sign-in', async () => {
    const { client, user } = await signedIn(true);
    const replaced = client.cookie('sid');
    // A second sign-in in the same browser replaces the session (a new token at every login).
    expect((await client.login(user.username, user.password)).json()).toMatchObject({
      status: true,
    });
    const current = client.cookie('sid');
    expect(current).not.toBe(replaced);
    // A request that left with the replaced token answers late: it must not clear the cookie.
    const late = await t.app.inject({
      method: 'POST',
      url: '/inc/main',
      payload: { action: 'loginuserdetail' },
      cookies: { sid: replaced ?? '' },
    });
    expect(String(late.headers['set-cookie'] ?? '')).not.toContain('sid=;');
    expect((await client.action('loginuserdetail')).json()).toMatchObject({ status: true });
  });
});
