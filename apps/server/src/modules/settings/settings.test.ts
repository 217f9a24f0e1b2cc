import { and, eq, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, companyTrainers, sessions, userSettings, users } from '../../db/schema.ts';
import { createTestApp, createUser, TestClient, type TestApp } from '../../test/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type User = Awaited<ReturnType<typeof createUser>>;

/** A browser signed in as the user, with its own user agent. */
const defaultAgent = 'Mozilla/5.0 (X11; Linux x86_64) Firefox/128.0';

async function browserOf(user: User, userAgent = defaultAgent) {
  const client = new TestClient(t.app);
  const response = await client.action(
    'login',
    { username: user.username, password: user.password, cookie: true },
    { headers: { 'user-agent': userAgent } },
  );
  expect(response.json()).toMatchObject({ status: true });
  return client;
}

async function signedIn() {
  const user = await createUser(t.db);
  return { user, client: await browserOf(user) };
}

/** A session that ended answers 401 (after one 403 csrf: its XSRF token was bound to it). */
async function expectSignedOut(client: TestClient) {
  let response = await client.action('loginuserdetail');
  if (response.statusCode === 403) {
    expect(response.json()).toMatchObject({ code: 'csrf' });
    response = await client.action('loginuserdetail');
  }
  expect(response.statusCode).toBe(401);
}

async function expectSignedIn(client: TestClient, user: User) {
  const response = await client.action('loginuserdetail');
  expect(response.statusCode).toBe(200);
  expect(response.json()).toMatchObject({ status: true, username: user.username });
}

const sessionCount = async (userId: number) =>
  (await t.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, userId))).length;

async function sessionIdOf(userId: number, userAgent: string) {
  const [row] = await t.db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), eq(sessions.userAgent, userAgent)));
  if (!row) throw new Error(`no session of ${userAgent}`);
  return row.id;
}

/** Moves a session's timestamps into the past. */
async function ageSession(
  userId: number,
  userAgent: string,
  changes: { lastSeenAt?: SQL; createdAt?: SQL; expiresAt?: SQL },
) {
  await t.db
    .update(sessions)
    .set(changes)
    .where(and(eq(sessions.userId, userId), eq(sessions.userAgent, userAgent)));
}

const PROFILE_UPDATED = { status: true, msg: 'Profile updated successfully!!' };

describe('settings actions need a session', () => {
  it.each([
    ['viewsetting', {}],
    ['changeNotificationSetting', { type: 'message', setting: 'true' }],
    ['profileType', { type: 'indprofile' }],
    ['joinedcompanies', { status: 'true' }],
    ['serviceType', { Provider: 'true', Seeker: 'false' }],
    ['changepassword', { oldpass: 'x', newpass: 'long enough', confpass: 'long enough' }],
    ['deactivateaccount', { pass: 'x' }],
    ['sessionlist', {}],
    ['endsession', { id: '00000000-0000-4000-8000-000000000000' }],
    ['endothersessions', {}],
  ])('%s answers 401 auth_required to a visitor', async (action, fields) => {
    const response = await new TestClient(t.app).action(action, fields);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ status: false, code: 'auth_required' });
  });
});

describe('viewsetting', () => {
  it('shows the defaults of a new account as 1/0 flags', async () => {
    const { client } = await signedIn();
    const response = await client.action('viewsetting');
    expect(response.json()).toEqual({
      status: true,
      profileVisibility: '1',
      newsletterNotif: '0',
      messageNotif: '1',
      serviceType: 'seeker',
      profileType: 'indprofile',
      associatedCompanies: 0,
    });
  });

  it('counts only the companies the user has joined as a provider', async () => {
    const { user, client } = await signedIn();
    const other = await createUser(t.db);
    const created = await t.db
      .insert(companies)
      .values([
        { slug: `acme-${user.id}`, name: 'Acme', kind: 'company' },
        { slug: `beta-${user.id}`, name: 'Beta', kind: 'sme' },
        { slug: `gamma-${user.id}`, name: 'Gamma', kind: 'company' },
      ])
      .returning({ id: companies.id });
    const [acme, beta, gamma] = created.map((row) => row.id);
    await t.db.insert(companyTrainers).values([
      { companyId: acme!, email: user.email, userId: user.id, status: 'joined' },
      { companyId: beta!, email: user.email, userId: user.id, status: 'joined' },
      // Approved but not joined yet, and another provider's row: neither counts.
      { companyId: gamma!, email: user.email, status: 'approved' },
      { companyId: gamma!, email: other.email, userId: other.id, status: 'joined' },
    ]);
    const response = await client.action('viewsetting');
    expect(response.json()).toMatchObject({ associatedCompanies: 2 });
  });

  it('works for an account whose settings row is missing, and a switch creates it', async () => {
    const { user, client } = await signedIn();
    await t.db.delete(userSettings).where(eq(userSettings.userId, user.id));
    expect((await client.action('viewsetting')).json()).toMatchObject({
      profileVisibility: '1',
      newsletterNotif: '0',
      messageNotif: '1',
    });
    const response = await client.action('changeNotificationSetting', {
      type: 'newslet',
      setting: 'true',
    });
    expect(response.json()).toEqual(PROFILE_UPDATED);
    const rows = await t.db.select().from(userSettings).where(eq(userSettings.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      newsletter: true,
      messageNotifications: true,
      profileVisibility: true,
    });
  });
});

describe('the settings switches', () => {
  it('changeNotificationSetting turns message and newsletter e-mails on and off', async () => {
    const { user, client } = await signedIn();
    expect(
      (await client.action('changeNotificationSetting', { type: 'message', setting: '0' })).json(),
    ).toEqual(PROFILE_UPDATED);
    expect(
      (
        await client.action(
          'changeNotificationSetting',
          { type: 'newslet', setting: true },
          { json: true },
        )
      ).json(),
    ).toEqual(PROFILE_UPDATED);
    expect((await client.action('viewsetting')).json()).toMatchObject({
      messageNotif: '0',
      newsletterNotif: '1',
      profileVisibility: '1',
    });
    const [row] = await t.db.select().from(userSettings).where(eq(userSettings.userId, user.id));
    expect(row).toMatchObject({ messageNotifications: false, newsletter: true });
    await client.action('changeNotificationSetting', { type: 'message', setting: 'true' });
    expect((await client.action('viewsetting')).json()).toMatchObject({ messageNotif: '1' });
  });

  it('changeNotificationSetting refuses an unknown type', async () => {
    const { client } = await signedIn();
    const response = await client.action('changeNotificationSetting', {
      type: 'sms',
      setting: 'true',
    });
    expect(response.statusCode).toBe(400);
    const body = response.json<{ code: string; fields: Record<string, string[]> }>();
    expect(body.code).toBe('invalid_input');
    expect(Object.keys(body.fields)).toEqual(['type']);
  });

  it('joinedcompanies sets the profile visibility', async () => {
    const { client } = await signedIn();
    expect((await client.action('joinedcompanies', { status: 'false' })).json()).toEqual(
      PROFILE_UPDATED,
    );
    expect((await client.action('viewsetting')).json()).toMatchObject({ profileVisibility: '0' });
    await client.action('joinedcompanies', { status: '1' });
    expect((await client.action('viewsetting')).json()).toMatchObject({ profileVisibility: '1' });
  });

  it('profileType switches between individual and provider company', async () => {
    const { user, client } = await signedIn();
    expect((await client.action('profileType', { type: 'compprofile' })).json()).toEqual(
      PROFILE_UPDATED,
    );
    expect((await client.action('viewsetting')).json()).toMatchObject({
      profileType: 'compprofile',
    });
    expect((await client.action('loginuserdetail')).json()).toMatchObject({ userType: 'CO' });
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.profileType).toBe('company');
    await client.action('profileType', { type: 'indprofile' });
    expect((await client.action('loginuserdetail')).json()).toMatchObject({ userType: 'IN' });
    const invalid = await client.action('profileType', { type: 'other' });
    expect(invalid.statusCode).toBe(400);
  });

  it('serviceType makes the user a provider or a seeker', async () => {
    const { client } = await signedIn();
    expect(
      (await client.action('serviceType', { Provider: 'true', Seeker: 'false' })).json(),
    ).toEqual(PROFILE_UPDATED);
    expect((await client.action('viewsetting')).json()).toMatchObject({ serviceType: 'provider' });
    expect((await client.action('loginuserdetail')).json()).toMatchObject({
      serviceType: 'provider',
    });
    await client.action('serviceType', { Provider: '0', Seeker: '1' });
    expect((await client.action('viewsetting')).json()).toMatchObject({ serviceType: 'seeker' });
  });

  it('serviceType refuses both or neither', async () => {
    const { client } = await signedIn();
    for (const fields of [
      { Provider: 'true', Seeker: 'true' },
      { Provider: 'false', Seeker: 'false' },
    ]) {
      const response = await client.action('serviceType', fields);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'invalid_input',
        fields: { Provider: ['validation.serviceType.one'] },
      });
    }
  });
});

describe('changepassword', () => {
  const change = (client: TestClient, oldpass: string, newpass: string, confpass = newpass) =>
    client.action('changepassword', { oldpass, newpass, confpass });

  it('refuses a wrong current password and changes nothing', async () => {
    const { user, client } = await signedIn();
    const other = await browserOf(user, 'Other browser');
    const [before] = await t.db.select().from(users).where(eq(users.id, user.id));
    const response = await change(client, 'not-my-password', 'a new passphrase');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: false,
      code: 'wrong_password',
      msg: 'The current password is not correct',
    });
    const [after] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(after?.passwordHash).toBe(before?.passwordHash);
    await expectSignedIn(other, user);
    expect(await sessionCount(user.id)).toBe(2);
  });

  it('refuses a confirmation that does not match', async () => {
    const { user, client } = await signedIn();
    const response = await change(client, user.password, 'a new passphrase', 'another one');
    // One rule of the contract, shared with the form: a field error on the confirmation.
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      status: false,
      code: 'invalid_input',
      fields: { confpass: ['validation.password.mismatch'] },
    });
  });

  it('refuses the commonest passwords', async () => {
    const { user, client } = await signedIn();
    const response = await change(client, user.password, 'Password123');
    expect(response.json()).toMatchObject({ status: false, code: 'password_too_common' });
  });

  it('validates the new password like registration does', async () => {
    const { user, client } = await signedIn();
    const response = await change(client, user.password, '123');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'invalid_input',
      fields: { newpass: ['validation.password.min'] },
    });
    const empty = await client.action('changepassword', { newpass: 'long enough' });
    expect(empty.statusCode).toBe(400);
    expect(Object.keys(empty.json<{ fields: object }>().fields).sort()).toEqual([
      'confpass',
      'oldpass',
    ]);
  });

  it('refuses an account without a password (social sign-in only)', async () => {
    const { user, client } = await signedIn();
    await t.db.update(users).set({ passwordHash: null }).where(eq(users.id, user.id));
    const response = await change(client, '', 'a new passphrase');
    expect(response.statusCode).toBe(400);
    const guessed = await change(client, 'anything', 'a new passphrase');
    expect(guessed.json()).toMatchObject({ status: false, code: 'wrong_password' });
  });

  it('stores the new password, ends the other sessions and keeps this one with a new token', async () => {
    const { user, client } = await signedIn();
    const phone = await browserOf(user, 'Phone');
    const tablet = await browserOf(user, 'Tablet');
    const stranger = await signedIn();
    const oldToken = client.cookie('sid');
    const [currentBefore] = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, user.id))
      .orderBy(sessions.createdAt)
      .limit(1);

    const response = await change(client, user.password, 'a brand new passphrase');
    expect(response.json()).toEqual({ status: true, msg: 'Password changed successfully' });

    // This browser is still signed in, under a new token; a copy of the old one is dead.
    expect(client.cookie('sid')).toBeTruthy();
    expect(client.cookie('sid')).not.toBe(oldToken);
    await expectSignedIn(client, user);
    const replay = new TestClient(t.app);
    replay.cookies.set('sid', { value: oldToken ?? '' });
    await expectSignedOut(replay);
    // The other browsers are signed out; another account is untouched.
    await expectSignedOut(phone);
    await expectSignedOut(tablet);
    await expectSignedIn(stranger.client, stranger.user);
    const left = await t.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(left).toHaveLength(1);
    expect(left[0]?.id).not.toBe(currentBefore?.id);
    expect(left[0]?.isPersistent).toBe(true);

    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    const fresh = new TestClient(t.app);
    expect((await fresh.login(user.username, user.password)).json()).toMatchObject({
      status: false,
      code: 'invalid_credentials',
    });
    expect((await fresh.login(user.username, 'a brand new passphrase')).json()).toMatchObject({
      status: true,
    });
  });

  it('keeps a browser-session login a browser session', async () => {
    const user = await createUser(t.db);
    const client = new TestClient(t.app);
    await client.login(user.username, user.password, false);
    const response = await change(client, user.password, 'another passphrase');
    expect(response.json()).toMatchObject({ status: true });
    const cookie = response.cookies.find((entry) => entry.name === 'sid') as
      { maxAge?: number } | undefined;
    expect(cookie).toBeDefined();
    expect(cookie?.maxAge).toBeUndefined();
    const [row] = await t.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(row?.isPersistent).toBe(false);
    await expectSignedIn(client, user);
  });
});

describe('deactivateaccount', () => {
  it('refuses a wrong password and leaves the account as it was', async () => {
    const { user, client } = await signedIn();
    const response = await client.action('deactivateaccount', { pass: 'not-my-password' });
    expect(response.json()).toMatchObject({ status: false, code: 'wrong_password' });
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ isActive: true, deactivatedAt: null });
    await expectSignedIn(client, user);
  });

  it('requires the password field', async () => {
    const { client } = await signedIn();
    const response = await client.action('deactivateaccount', { pass: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ fields: { pass: ['validation.required'] } });
  });

  it('deactivates, ends every session, and the account can no longer log in', async () => {
    const { user, client } = await signedIn();
    const other = await browserOf(user, 'Other browser');
    const response = await client.action('deactivateaccount', { pass: user.password });
    expect(response.json()).toEqual({ status: true, msg: 'Your account has been deactivated' });
    expect(client.cookie('sid')).toBeUndefined();
    expect(await sessionCount(user.id)).toBe(0);
    await expectSignedOut(client);
    await expectSignedOut(other);

    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.isActive).toBe(false);
    expect(row?.deactivatedAt).toBeInstanceOf(Date);
    // Nothing is deleted.
    expect(row?.username).toBe(user.username);
    expect(
      await t.db.select().from(userSettings).where(eq(userSettings.userId, user.id)),
    ).toHaveLength(1);

    const login = await new TestClient(t.app).login(user.username, user.password);
    expect(login.json()).toMatchObject({ status: false, code: 'account_deactivated' });
    expect(login.cookies.some((cookie) => cookie.name === 'sid' && cookie.value)).toBe(false);
  });
});

describe('sessionlist', () => {
  it('lists the live sessions, the current one first, then by last use', async () => {
    const { user, client } = await signedIn();
    const phone = await browserOf(user, 'Phone browser');
    const laptop = await browserOf(user, 'Laptop browser');
    const stranger = await signedIn();
    // The phone was used an hour ago, the laptop a day ago; a fourth session idled out long ago.
    const idle = await browserOf(user, 'Forgotten browser');
    await ageSession(user.id, 'Phone browser', { lastSeenAt: sql`now() - interval '1 hour'` });
    await ageSession(user.id, 'Laptop browser', { lastSeenAt: sql`now() - interval '1 day'` });
    await ageSession(user.id, 'Forgotten browser', { lastSeenAt: sql`now() - interval '8 days'` });
    // The current session is the oldest and least recently used: it still comes first.
    await ageSession(user.id, defaultAgent, {
      lastSeenAt: sql`now() - interval '2 days'`,
      createdAt: sql`now() - interval '3 days'`,
    });
    const forgottenId = await sessionIdOf(user.id, 'Forgotten browser');

    const response = await client.action('sessionlist');
    expect(response.statusCode).toBe(200);
    const body = response.json<{
      status: boolean;
      sessions: Array<{
        id: string;
        current: boolean;
        persistent: boolean;
        createdAt: string;
        lastSeenAt: string;
        ip: string | null;
        userAgent: string | null;
      }>;
    }>();
    expect(body.status).toBe(true);
    expect(body.sessions.map((session) => session.userAgent)).toEqual([
      defaultAgent,
      'Phone browser',
      'Laptop browser',
    ]);
    expect(body.sessions.map((session) => session.current)).toEqual([true, false, false]);
    const [first] = body.sessions;
    expect(first).toMatchObject({ persistent: true, ip: '127.0.0.1' });
    expect(new Date(first?.createdAt ?? '').toISOString()).toBe(first?.createdAt);
    expect(new Date(first?.lastSeenAt ?? '').toISOString()).toBe(first?.lastSeenAt);
    expect(body.sessions.map((session) => session.id)).not.toContain(forgottenId);
    // Another account's sessions never show.
    const strangerIds = (
      await t.db
        .select({ id: sessions.id })
        .from(sessions)
        .where(eq(sessions.userId, stranger.user.id))
    ).map((row) => row.id);
    for (const id of strangerIds) {
      expect(body.sessions.map((session) => session.id)).not.toContain(id);
    }
    expect([phone, laptop, idle].every(Boolean)).toBe(true);
  });
});

describe('endsession', () => {
  it('signs out another session of the same account', async () => {
    const { user, client } = await signedIn();
    const phone = await browserOf(user, 'Phone');
    const phoneSessionId = await sessionIdOf(user.id, 'Phone');
    const response = await client.action('endsession', { id: phoneSessionId });
    expect(response.json()).toEqual({ status: true, msg: 'The session has been signed out' });
    await expectSignedOut(phone);
    await expectSignedIn(client, user);
    // A second time there is nothing left to end.
    const again = await client.action('endsession', { id: phoneSessionId });
    expect(again.statusCode).toBe(404);
  });

  it("answers not_found for someone else's session and leaves it alone", async () => {
    const { client } = await signedIn();
    const victim = await signedIn();
    const [victimSession] = await t.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(eq(sessions.userId, victim.user.id));
    const response = await client.action('endsession', { id: victimSession?.id ?? '' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ status: false, code: 'not_found' });
    await expectSignedIn(victim.client, victim.user);
    // An id that exists nowhere answers the same.
    const unknown = await client.action('endsession', {
      id: '6f1d7c3e-2b4a-4c8e-9f0a-1b2c3d4e5f60',
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('refuses to end the current session (that is logout) and rejects a malformed id', async () => {
    const { user, client } = await signedIn();
    const [current] = await t.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(eq(sessions.userId, user.id));
    const response = await client.action('endsession', {
      id: (current?.id ?? '').toUpperCase(),
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ status: false, code: 'forbidden' });
    await expectSignedIn(client, user);
    const malformed = await client.action('endsession', { id: 'not-a-uuid' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ code: 'invalid_input' });
  });
});

describe('endothersessions', () => {
  it('signs out every other session and answers how many ended', async () => {
    const { user, client } = await signedIn();
    const phone = await browserOf(user, 'Phone');
    const tablet = await browserOf(user, 'Tablet');
    const stranger = await signedIn();
    const response = await client.action('endothersessions');
    expect(response.json()).toEqual({
      status: true,
      msg: 'Signed out of every other session',
      ended: 2,
    });
    await expectSignedOut(phone);
    await expectSignedOut(tablet);
    await expectSignedIn(client, user);
    await expectSignedIn(stranger.client, stranger.user);
    expect(await sessionCount(user.id)).toBe(1);
    expect((await client.action('endothersessions')).json()).toMatchObject({ ended: 0 });
  });

  it('does not count sessions that had already expired', async () => {
    const { user, client } = await signedIn();
    await browserOf(user, 'Old phone');
    await ageSession(user.id, 'Old phone', { expiresAt: sql`now() - interval '1 minute'` });
    expect((await client.action('endothersessions')).json()).toMatchObject({ ended: 0 });
    expect(await sessionCount(user.id)).toBe(1);
  });
});
