import net from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usernamePattern } from '@app/contracts/validation';
import { socialIdentities, userSettings, users } from '../../db/schema.ts';
import { createTestApp, createUser, TestClient, type TestApp } from '../../test/app.ts';
import { createFlowSealer } from './social-flow.ts';
import { usernameBase, usernameCandidates } from './social-username.ts';
import {
  startTestIdentityProvider,
  type TestIdentityProvider,
  type TestPerson,
} from './test-identity-provider.ts';

const publicUrl = 'http://app.test';
const callbackUri = `${publicUrl}/social/callback/google`;

let t: TestApp;
let idp: TestIdentityProvider;

/** A local port that nothing listens on: connections to it are refused. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

beforeAll(async () => {
  idp = await startTestIdentityProvider([callbackUri]);
  const downIssuer = `http://127.0.0.1:${await closedPort()}`;
  t = await createTestApp({
    config: {
      publicUrl,
      socialProviders: {
        google: { issuer: idp.issuer, clientId: idp.clientId, clientSecret: idp.clientSecret },
        // A provider that is down.
        facebook: { issuer: downIssuer, clientId: 'id', clientSecret: 'secret' },
      },
    },
  });
});
afterAll(async () => {
  await t.close();
  await idp.close();
});

let counter = 0;
const person = (overrides: Partial<TestPerson> = {}): TestPerson => {
  counter += 1;
  const tag = `${Date.now().toString(36)}${counter}`;
  return {
    sub: `sub-${tag}`,
    email: `person.${tag}@example.com`,
    email_verified: true,
    given_name: 'Giulia',
    family_name: 'Verdi',
    ...overrides,
  };
};

/** The login redirect, the provider, and the callback, as a browser would go through them. */
async function signInWith(who: TestPerson | 'deny', client = new TestClient(t.app)) {
  idp.nextLogin = who;
  const start = await client.request({ method: 'GET', url: '/social/login/google?lang=en' });
  expect(start.statusCode).toBe(302);
  const callback = await idp.authorize(String(start.headers.location));
  const page = await client.request({
    method: 'GET',
    url: `${callback.pathname}${callback.search}`,
  });
  return { client, page, callback };
}

async function signedInUser(client: TestClient) {
  const response = await client.action('loginuserdetail');
  return response.json<{
    status: boolean;
    userId?: number;
    username?: string;
    emailVerified?: boolean;
  }>();
}

const identitiesOf = (userId: number) =>
  t.db.select().from(socialIdentities).where(eq(socialIdentities.userId, userId));

describe('GET /social/login/:provider', () => {
  it('redirects to the authorization endpoint with PKCE, state, nonce and the scopes', async () => {
    const client = new TestClient(t.app);
    const response = await client.request({ method: 'GET', url: '/social/login/google' });
    expect(response.statusCode).toBe(302);
    const location = new URL(String(response.headers.location));
    expect(location.origin).toBe(idp.issuer);
    const params = location.searchParams;
    expect(params.get('client_id')).toBe(idp.clientId);
    expect(params.get('redirect_uri')).toBe(callbackUri);
    expect(params.get('response_type')).toBe('code');
    expect(params.get('scope')).toBe('openid email profile');
    expect(params.get('code_challenge_method')).toBe('S256');
    expect(params.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(params.get('state')).toMatch(/^[\w-]{20,}$/);
    expect(params.get('nonce')).toMatch(/^[\w-]{20,}$/);
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toMatch(/^social_flow_google=[\w-]+;/);
    expect(cookie).toMatch(/Path=\/social/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Max-Age=600/);
    // The verifier never leaves the server readable: the cookie is sealed.
    expect(cookie).not.toContain(params.get('state'));
    expect(response.headers['cross-origin-opener-policy']).toBe('unsafe-none');
  });

  it('answers an unknown provider with a 404 page', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/social/login/myspace' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('data-page="unknown_provider"');
  });

  it('explains that an unconfigured provider is not available, in the asked language', async () => {
    const english = await t.app.inject({ method: 'GET', url: '/social/login/twitter?lang=en' });
    expect(english.statusCode).toBe(503);
    expect(english.headers['content-type']).toMatch(/^text\/html/);
    expect(english.body).toContain('<html lang="en">');
    expect(english.body).toContain('Sign-in with X (Twitter) is not available');
    expect(english.body).toContain('data-action="close"');
    expect(english.body).toContain('<script src="/social/popup.js" defer></script>');
    expect(english.body).not.toMatch(/<script>|style=/);

    const italian = await t.app.inject({
      method: 'GET',
      url: '/social/login/live',
      headers: { 'accept-language': 'it-IT,it;q=0.9,en;q=0.8' },
    });
    expect(italian.statusCode).toBe(503);
    expect(italian.body).toContain('<html lang="it">');
    expect(italian.body).toContain('Accesso con Microsoft non disponibile');

    const callback = await t.app.inject({ method: 'GET', url: '/social/callback/twitter?code=x' });
    expect(callback.statusCode).toBe(503);
  });

  it('shows a clear page when the provider cannot be reached, and keeps serving', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/social/login/facebook?lang=en' });
    expect(response.statusCode).toBe(502);
    expect(response.body).toContain('Facebook is not responding');
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });

  it('serves the popup script and stylesheet', async () => {
    const script = await t.app.inject({ method: 'GET', url: '/social/popup.js' });
    expect(script.headers['content-type']).toMatch(/^text\/javascript/);
    expect(script.body).toContain("type: 'social-login'");
    expect(script.body).toContain('window.location.origin');
    const css = await t.app.inject({ method: 'GET', url: '/social/popup.css' });
    expect(css.headers['content-type']).toMatch(/^text\/css/);
  });
});

describe('GET /social/callback/:provider', () => {
  it('creates an account without a password on the first sign-in and signs it in', async () => {
    const who = person({ email: `Anna.Maria+${counter}@Example.com` });
    const { client, page } = await signInWith(who);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('data-outcome="success"');
    // New: the opener offers the register dialog's three choices.
    expect(page.body).toContain('data-new-account="true"');
    expect(client.cookie('sid')).toBeDefined();
    // A fresh XSRF token bound to the new session: the first action passes the CSRF check.
    const details = await signedInUser(client);
    expect(details.status).toBe(true);
    expect(details.username).toMatch(/^anna_maria\d*$/);
    expect(details.username).toMatch(usernamePattern);
    // The provider vouched for the address (email_verified): it counts as confirmed.
    expect(details).toMatchObject({ emailVerified: true });

    const [user] = await t.db
      .select()
      .from(users)
      .where(eq(users.id, details.userId ?? 0));
    expect(user).toMatchObject({
      email: who.email?.toLowerCase(),
      passwordHash: null,
      firstName: 'Giulia',
      lastName: 'Verdi',
    });
    expect(
      await t.db.select().from(userSettings).where(eq(userSettings.userId, user!.id)),
    ).toHaveLength(1);
    expect(await identitiesOf(user!.id)).toMatchObject([
      { provider: 'google', subject: who.sub, email: who.email?.toLowerCase() },
    ]);

    // The same person again: the same account, nothing new.
    const again = await signInWith(who);
    expect(again.page.statusCode).toBe(200);
    expect(again.page.body).not.toContain('data-new-account');
    expect((await signedInUser(again.client)).userId).toBe(user!.id);
    expect(await identitiesOf(user!.id)).toHaveLength(1);
  });

  it('links a verified e-mail to the existing account', async () => {
    const existing = await createUser(t.db);
    const { client, page } = await signInWith(
      person({ email: existing.email.toUpperCase(), email_verified: true }),
    );
    expect(page.statusCode).toBe(200);
    expect(await signedInUser(client)).toMatchObject({ userId: existing.id });
    expect(await identitiesOf(existing.id)).toHaveLength(1);
    // The password still works: linking changes nothing else.
    const withPassword = new TestClient(t.app);
    expect((await withPassword.login(existing.username, existing.password)).json()).toMatchObject({
      status: true,
    });
  });

  it("takes the password and sessions from an account that never confirmed the provider's address", async () => {
    // Someone registered with this address before its owner came, and is signed in.
    const squatter = await createUser(t.db, { verified: false });
    const squatting = new TestClient(t.app);
    await squatting.login(squatter.username, squatter.password);
    const { client } = await signInWith(person({ email: squatter.email, email_verified: true }));
    expect(await signedInUser(client)).toMatchObject({ userId: squatter.id, emailVerified: true });
    expect([401, 403]).toContain((await squatting.action('loginuserdetail')).statusCode);
    const retry = await new TestClient(t.app).login(squatter.username, squatter.password);
    expect(retry.json()).toMatchObject({ status: false, code: 'invalid_credentials' });
  });

  it('never links an unverified e-mail to an existing account', async () => {
    const existing = await createUser(t.db);
    const { client, page } = await signInWith(
      person({ email: existing.email, email_verified: false }),
    );
    expect(page.statusCode).toBe(409);
    expect(page.body).toContain('data-outcome="failure"');
    expect(page.body).toContain('This e-mail address already has an account');
    expect(client.cookie('sid')).toBeUndefined();
    expect(await identitiesOf(existing.id)).toHaveLength(0);
  });

  it('creates a separate account for an unverified e-mail that nobody uses', async () => {
    const who = person({ email_verified: false });
    const { client, page } = await signInWith(who);
    expect(page.statusCode).toBe(200);
    const details = await signedInUser(client);
    expect(details.status).toBe(true);
    expect(details).toMatchObject({ emailVerified: false });
    const [identity] = await identitiesOf(details.userId ?? 0);
    expect(identity?.subject).toBe(who.sub);
  });

  it('refuses a first sign-in without an e-mail address', async () => {
    const { email: _email, ...withoutEmail } = person();
    const { client, page } = await signInWith(withoutEmail);
    expect(page.statusCode).toBe(422);
    expect(page.body).toContain('data-page="email_missing"');
    expect(client.cookie('sid')).toBeUndefined();
  });

  it('makes usernames valid, unique and never reserved', async () => {
    const first = await signInWith(person({ email: `admin@example.org` }));
    const second = await signInWith(person({ email: `admin@example.net` }));
    const a = await signedInUser(first.client);
    const b = await signedInUser(second.client);
    expect(a.username).toBe('admin2');
    expect(b.username).toBe('admin3');
  });

  it('tells a deactivated account so and does not sign it in', async () => {
    const who = person();
    const first = await signInWith(who);
    const { userId } = await signedInUser(first.client);
    await t.db
      .update(users)
      .set({ isActive: false })
      .where(eq(users.id, userId ?? 0));
    const { client, page } = await signInWith(who);
    expect(page.statusCode).toBe(403);
    expect(page.body).toContain('This account is deactivated');
    expect(client.cookie('sid')).toBeUndefined();

    // Nor through a verified e-mail of a deactivated account.
    const other = await createUser(t.db);
    await t.db.update(users).set({ isActive: false }).where(eq(users.id, other.id));
    const linked = await signInWith(person({ email: other.email }));
    expect(linked.page.statusCode).toBe(403);
    expect(await identitiesOf(other.id)).toHaveLength(0);
  });

  it('rejects a callback whose state does not match the attempt', async () => {
    idp.nextLogin = person();
    const client = new TestClient(t.app);
    const start = await client.request({ method: 'GET', url: '/social/login/google?lang=en' });
    const callback = await idp.authorize(String(start.headers.location));
    callback.searchParams.set('state', 'forged-state-value');
    const page = await client.request({
      method: 'GET',
      url: `${callback.pathname}${callback.search}`,
    });
    expect(page.statusCode).toBe(400);
    expect(page.body).toContain('This sign-in attempt has expired');
    expect(page.body).toContain('data-outcome="failure"');
    expect(client.cookie('sid')).toBeUndefined();
    // The attempt is spent: its cookie is gone.
    expect(client.cookie('social_flow_google')).toBeUndefined();
  });

  it('rejects a callback without the attempt cookie, or with a forged or expired one', async () => {
    const { callback } = await signInWith(person());
    const url = `${callback.pathname}${callback.search}`;
    const withoutCookie = await t.app.inject({ method: 'GET', url });
    expect(withoutCookie.statusCode).toBe(400);

    const forged = await t.app.inject({
      method: 'GET',
      url,
      headers: { cookie: 'social_flow_google=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' },
    });
    expect(forged.statusCode).toBe(400);

    const sealer = createFlowSealer(t.config.sessionSecret);
    const expired = sealer.seal({
      provider: 'google',
      state: callback.searchParams.get('state') ?? '',
      nonce: 'n',
      codeVerifier: 'v',
      redirectUri: callbackUri,
      language: 'en',
      expiresAt: Date.now() - 1,
    });
    const late = await t.app.inject({
      method: 'GET',
      url,
      headers: { cookie: `social_flow_google=${expired}` },
    });
    expect(late.statusCode).toBe(400);
  });

  it('reports a refused consent to the opener', async () => {
    const { client, page } = await signInWith('deny');
    expect(page.statusCode).toBe(403);
    expect(page.body).toContain('Sign-in cancelled');
    expect(page.body).toContain('data-outcome="failure"');
    expect(client.cookie('sid')).toBeUndefined();
  });
});

describe('usernames from a provider', () => {
  it('follows the contract rules', () => {
    expect(usernameBase('Anna.Maria+news@x.it', null)).toBe('anna_maria');
    expect(usernameBase('zoë@x.it', null)).toBe('zoe_user');
    expect(usernameBase('42.jo@x.it', null)).toBe('jo_user');
    expect(usernameBase(null, 'José Álvarez')).toBe('jose_alvarez');
    expect(usernameBase('___@x.it', null)).toBe('user_user');
    expect(usernameBase('a.very.long.local.part.indeed@x.it', null)).toBe('a_very_long_local_pa');
    for (const base of ['anna_maria', 'a_very_long_local_pa', 'user_user']) {
      for (const candidate of usernameCandidates(base, 12)) {
        expect(candidate).toMatch(usernamePattern);
        expect(candidate.length).toBeGreaterThanOrEqual(5);
        expect(candidate.length).toBeLessThanOrEqual(20);
      }
    }
    expect([...usernameCandidates('admin', 3)]).toEqual(['admin2', 'admin3']);
  });
});
