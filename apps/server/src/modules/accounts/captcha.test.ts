import { eq, sql } from 'drizzle-orm';
import { createChallenge, solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captchaSolutions, loginFailures } from '../../db/schema.ts';
import { createCaptcha, defaultCaptchaDifficulty } from '../../lib/captcha.ts';
import { hmac } from '../../lib/tokens.ts';
import { createTestApp, createUser, TestClient, type TestApp } from '../../test/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ captchaDifficulty: { cost: 1, counterMin: 1, counterMax: 40 } });
});
afterAll(() => t.close());

let addressCounter = 0;
/** A client from an address no other test uses, so the per-address rule stays out of the way. */
const freshClient = () => {
  addressCounter += 1;
  return new TestClient(t.app, `10.1.${Math.floor(addressCounter / 250)}.${addressCounter % 250}`);
};

const encode = (challenge: Challenge, solution: unknown) =>
  Buffer.from(
    JSON.stringify({
      challenge: { parameters: challenge.parameters, signature: challenge.signature },
      solution,
    }),
  ).toString('base64');

async function fetchChallenge(client: TestClient): Promise<Challenge> {
  const response = await client.request({ method: 'GET', url: '/inc/captcha' });
  expect(response.statusCode).toBe(200);
  return response.json<Challenge>();
}

/** What the widget does: fetch a challenge, solve it, send the base64 payload. */
async function solvedCaptcha(client: TestClient): Promise<string> {
  const challenge = await fetchChallenge(client);
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('no solution');
  return encode(challenge, solution);
}

const login = (client: TestClient, username: string, password: string, recaptcha?: string) =>
  client.action('login', { username, password, ...(recaptcha ? { recaptcha } : {}) });

describe('GET /inc/captcha', () => {
  it('answers a fresh signed ALTCHA challenge that expires in about ten minutes', async () => {
    const response = await freshClient().request({ method: 'GET', url: '/inc/captcha' });
    expect(response.headers['cache-control']).toBe('no-store');
    const challenge = response.json<Challenge>();
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(challenge.parameters).toMatchObject({
      algorithm: 'PBKDF2/SHA-256',
      keyLength: 32,
      keyPrefix: expect.stringMatching(/^[0-9a-f]+$/) as unknown,
      keySignature: expect.stringMatching(/^[0-9a-f]{64}$/) as unknown,
    });
    const minutesLeft = ((challenge.parameters.expiresAt ?? 0) * 1000 - Date.now()) / 60_000;
    expect(minutesLeft).toBeGreaterThan(9);
    expect(minutesLeft).toBeLessThanOrEqual(10);
    const other = await fetchChallenge(freshClient());
    expect(other.parameters.nonce).not.toBe(challenge.parameters.nonce);
  });

  it('is harder by default than in these tests', async () => {
    const challenge = await createCaptcha('a'.repeat(40)).createChallenge();
    expect(challenge.parameters.cost).toBe(defaultCaptchaDifficulty.cost);
    expect(defaultCaptchaDifficulty.counterMax).toBeGreaterThan(
      defaultCaptchaDifficulty.counterMin,
    );
  });
});

describe('the login captcha', () => {
  it('is demanded after three failures for one login name, before the password is checked', async () => {
    const user = await createUser(t.db);
    for (const attempt of [1, 2]) {
      const response = await login(freshClient(), user.username, `wrong ${attempt}`);
      expect(response.json()).toEqual({
        status: false,
        code: 'invalid_credentials',
        msg: 'Invalid username or password',
      });
    }
    // The third failure says so itself.
    const third = await login(freshClient(), user.username.toUpperCase(), 'wrong 3');
    expect(third.statusCode).toBe(200);
    expect(third.json()).toEqual({
      status: false,
      code: 'invalid_credentials',
      msg: 'Invalid username or password',
      recaptcha: true,
    });
    // Now even the right password needs a solved challenge.
    const withoutCaptcha = await login(freshClient(), user.username, user.password);
    expect(withoutCaptcha.json()).toEqual({
      status: false,
      code: 'captcha_required',
      msg: 'Please solve the captcha',
      recaptcha: true,
    });
    const rows = await t.db
      .select()
      .from(loginFailures)
      .where(eq(loginFailures.loginName, user.username.toLowerCase()));
    expect(rows).toHaveLength(3);

    const client = freshClient();
    const solved = await login(client, user.username, user.password, await solvedCaptcha(client));
    expect(solved.json()).toEqual({ status: true, msg: 'Login successful' });
    expect(client.cookie('sid')).toBeDefined();
    // A successful login forgets the failures.
    const after = await login(freshClient(), user.username, 'wrong again');
    expect(after.json()).not.toHaveProperty('recaptcha');
  });

  it('lets no more than three of many simultaneous wrong logins reach the password (issue 15, finding 3)', async () => {
    const user = await createUser(t.db);
    const replies = await Promise.all(
      Array.from({ length: 60 }, (_, attempt) =>
        login(freshClient(), user.username, `wrong ${attempt}`),
      ),
    );
    const codes = replies.map((reply) => reply.json<{ code: string }>().code);
    // Each invalid_credentials is a password checked (at most three: attempts that counted each
    // other at once may all be sent to the captcha); every other attempt was asked to solve one.
    const checked = codes.filter((code) => code === 'invalid_credentials').length;
    expect(checked).toBeLessThanOrEqual(3);
    expect(codes.filter((code) => code === 'captcha_required')).toHaveLength(60 - checked);
    const rows = await t.db
      .select()
      .from(loginFailures)
      .where(eq(loginFailures.loginName, user.username.toLowerCase()));
    expect(rows).toHaveLength(checked);
  });

  it('refuses garbage, forged, expired and replayed solutions with captcha_invalid', async () => {
    const user = await createUser(t.db);
    for (const attempt of [1, 2, 3]) await login(freshClient(), user.username, `wrong ${attempt}`);
    const client = freshClient();
    const refused = { status: false, code: 'captcha_invalid', recaptcha: true };

    expect((await login(client, user.username, user.password, 'not base64 json')).json()).toEqual({
      ...refused,
      msg: 'The captcha could not be verified, please try again',
    });

    const foreign = await createCaptcha('another secret of enough length!!', {
      cost: 1,
      counterMin: 1,
      counterMax: 5,
    }).createChallenge();
    const foreignSolution = await solveChallenge({ challenge: foreign, deriveKey });
    expect(
      (await login(client, user.username, user.password, encode(foreign, foreignSolution))).json(),
    ).toMatchObject(refused);

    const challenge = await fetchChallenge(client);
    const wrongSolution = { counter: 0, derivedKey: '00'.repeat(32) };
    expect(
      (await login(client, user.username, user.password, encode(challenge, wrongSolution))).json(),
    ).toMatchObject(refused);

    // A real solution, sent with parameters changed after signing.
    const solution = await solveChallenge({ challenge, deriveKey });
    const tampered = { ...challenge, parameters: { ...challenge.parameters, cost: 2 } };
    expect(
      (await login(client, user.username, user.password, encode(tampered, solution))).json(),
    ).toMatchObject(refused);

    const secret = t.config.sessionSecret;
    const expired = await createChallenge({
      algorithm: 'PBKDF2/SHA-256',
      cost: 1,
      counter: 3,
      deriveKey,
      expiresAt: Math.floor(Date.now() / 1000) - 5,
      hmacSignatureSecret: hmac(secret, 'altcha:challenge-signature'),
      hmacKeySignatureSecret: hmac(secret, 'altcha:key-signature'),
    });
    const expiredSolution = await solveChallenge({ challenge: expired, deriveKey });
    expect(
      (await login(client, user.username, user.password, encode(expired, expiredSolution))).json(),
    ).toMatchObject(refused);

    // A valid solution with a wrong password: still a failure, still demanding a captcha.
    const payload = await solvedCaptcha(client);
    expect((await login(client, user.username, 'wrong 4', payload)).json()).toMatchObject({
      code: 'invalid_credentials',
      recaptcha: true,
    });
    // The same solution again, now with the right password: used once already.
    expect((await login(client, user.username, user.password, payload)).json()).toMatchObject(
      refused,
    );
    expect(
      (await login(client, user.username, user.password, await solvedCaptcha(client))).json(),
    ).toMatchObject({ status: true });
  });

  it('is demanded after ten failures from one address, for any name', async () => {
    const client = freshClient();
    const bodies = [];
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      bodies.push((await login(client, `nobody_${attempt}`, 'whatever')).json<object>());
    }
    expect(bodies.slice(0, 9).every((body) => !('recaptcha' in body))).toBe(true);
    expect(bodies[9]).toMatchObject({ code: 'invalid_credentials', recaptcha: true });

    const user = await createUser(t.db);
    expect((await login(client, user.username, user.password)).json()).toMatchObject({
      code: 'captcha_required',
      recaptcha: true,
    });
    // Another address is not affected.
    expect((await login(freshClient(), user.username, user.password)).json()).toMatchObject({
      status: true,
    });
    expect(
      (await login(client, user.username, user.password, await solvedCaptcha(client))).json(),
    ).toMatchObject({ status: true });
  });

  it('forgets the failures of the username when the user signs in with the e-mail', async () => {
    const user = await createUser(t.db);
    for (const attempt of [1, 2]) await login(freshClient(), user.username, `wrong ${attempt}`);
    expect((await login(freshClient(), user.email, user.password)).json()).toMatchObject({
      status: true,
    });
    expect((await login(freshClient(), user.username, 'wrong 3')).json()).not.toHaveProperty(
      'recaptcha',
    );
  });

  it('counts failures under the username and the e-mail of one account together', async () => {
    const user = await createUser(t.db);
    for (const attempt of [1, 2]) await login(freshClient(), user.username, `wrong ${attempt}`);
    expect((await login(freshClient(), user.email, 'wrong 3')).json()).toMatchObject({
      code: 'invalid_credentials',
      recaptcha: true,
    });
  });

  it('ignores failures older than 15 minutes', async () => {
    const user = await createUser(t.db);
    const name = user.username.toLowerCase();
    await t.db.insert(loginFailures).values(
      [1, 2, 3].map(() => ({
        loginName: name,
        address: '10.9.9.9',
        createdAt: new Date(Date.now() - 16 * 60 * 1000),
      })),
    );
    expect((await login(freshClient(), user.username, 'wrong')).json()).not.toHaveProperty(
      'recaptcha',
    );
    // Recording a failure drops the stale rows of that name.
    const rows = await t.db.select().from(loginFailures).where(eq(loginFailures.loginName, name));
    expect(rows).toHaveLength(1);
  });

  it('keeps each solution until it expires and drops expired ones', async () => {
    await t.db
      .insert(captchaSolutions)
      .values({ signature: 'stale-signature', expiresAt: new Date(Date.now() - 1000) });
    const user = await createUser(t.db);
    for (const attempt of [1, 2, 3]) await login(freshClient(), user.username, `wrong ${attempt}`);
    const client = freshClient();
    const payload = await solvedCaptcha(client);
    await login(client, user.username, user.password, payload);
    const signature = (
      JSON.parse(Buffer.from(payload, 'base64').toString('utf8')) as Challenge & {
        challenge: Challenge;
      }
    ).challenge.signature;
    const stored = await t.db.select().from(captchaSolutions);
    expect(stored.map((row) => row.signature)).toContain(signature);
    expect(stored.map((row) => row.signature)).not.toContain('stale-signature');
    const [row] = await t.db
      .select({
        expiresInMinutes: sql<number>`extract(epoch from ${captchaSolutions.expiresAt} - now()) / 60`,
      })
      .from(captchaSolutions)
      .where(eq(captchaSolutions.signature, signature ?? ''));
    expect(Number(row?.expiresInMinutes)).toBeGreaterThan(9);
  });

  it('keeps telling a deactivated account so once the password is right', async () => {
    const user = await createUser(t.db);
    const { users } = await import('../../db/schema.ts');
    await t.db.update(users).set({ isActive: false }).where(eq(users.id, user.id));
    expect((await login(freshClient(), user.username, user.password)).json()).toMatchObject({
      code: 'account_deactivated',
    });
  });
});
