import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorMessages } from '@app/contracts/messages';
import type { Database } from '../../db/client.ts';
import { companies, companyMembers, userSettings, users } from '../../db/schema.ts';
import { reservedNames } from '@app/contracts/reserved-names';
import { createTestApp, createUser, TestClient, type TestApp } from '../../test/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const join = (fields: Record<string, string>) => new TestClient(t.app).action('join', fields);

describe('join', () => {
  it('creates the user and its settings, and signs them in at once', async () => {
    const client = new TestClient(t.app);
    const response = await client.action('join', {
      susername: 'Nuovo_Utente',
      semail: 'Nuovo.Utente@Example.com',
      spassword: 'a-good-passphrase',
    });
    expect(response.json()).toEqual({ status: true, msg: 'Registration successful' });
    expect(client.cookie('sid')).toBeDefined();
    expect((await client.action('loginuserdetail')).json()).toMatchObject({
      status: true,
      username: 'Nuovo_Utente',
      emailVerified: false,
    });
    const [user] = await t.db
      .select()
      .from(users)
      .where(sql`lower(${users.username}) = 'nuovo_utente'`);
    expect(user).toMatchObject({ username: 'Nuovo_Utente', serviceType: 'seeker' });
    expect(user?.passwordHash).toMatch(/^\$argon2id\$/);
    const settings = await t.db
      .select()
      .from(userSettings)
      .where(eq(userSettings.userId, user?.id ?? 0));
    expect(settings).toHaveLength(1);
    expect(settings[0]).toMatchObject({ profileVisibility: true, newsletter: false });
    const login = await client.login('nuovo.utente@example.com', 'a-good-passphrase');
    expect(login.json()).toMatchObject({ status: true });
  });

  it.each([
    [
      { susername: '', semail: '', spassword: '' },
      {
        susername: ['validation.required'],
        semail: ['validation.required'],
        spassword: ['validation.password.required'],
      },
    ],
    [
      { susername: '9lives', semail: 'a@b', spassword: '12345' },
      {
        susername: ['validation.username.pattern'],
        semail: ['validation.email.pattern'],
        spassword: ['validation.password.min'],
      },
    ],
    [
      { susername: 'abcd', semail: 'x@example.com', spassword: 'x'.repeat(129) },
      {
        susername: ['validation.username.length'],
        spassword: ['validation.password.max'],
      },
    ],
    [
      { susername: 'a'.repeat(21), semail: 'x@example.com', spassword: 'long enough' },
      {
        susername: ['validation.username.length'],
      },
    ],
    [
      { susername: 'bad-name', semail: 'x y@example.com', spassword: 'long enough' },
      {
        susername: ['validation.username.pattern'],
        semail: ['validation.email.pattern'],
      },
    ],
  ])('refuses %j with message keys', async (fields, expected) => {
    const response = await join(fields);
    expect(response.statusCode).toBe(400);
    const body = response.json<{ code: string; fields: Record<string, string[]> }>();
    expect(body.code).toBe('invalid_input');
    expect(Object.keys(body.fields).sort()).toEqual(Object.keys(expected).sort());
    // The first key is what the form shows; later ones are the other rules the value breaks.
    for (const [field, keys] of Object.entries(expected)) {
      expect(body.fields[field]?.slice(0, keys.length)).toEqual(keys);
    }
  });

  it('makes a trainer of whoever chose to offer training at sign-up', async () => {
    expect(
      (
        await join({
          susername: 'nuova_formatrice',
          semail: 'nuova.formatrice@example.com',
          spassword: 'a-good-passphrase',
          serviceType: 'provider',
        })
      ).json(),
    ).toMatchObject({ status: true });
    const [user] = await t.db
      .select({ serviceType: users.serviceType })
      .from(users)
      .where(sql`${users.username} = 'nuova_formatrice'`);
    expect(user).toEqual({ serviceType: 'provider' });
    const wrong = await join({
      susername: 'altro_utente',
      semail: 'altro@example.com',
      spassword: 'a-good-passphrase',
      serviceType: 'admin',
    });
    expect(wrong.json()).toMatchObject({ status: false });
  });

  it('refuses reserved usernames, in any case', async () => {
    expect(reservedNames.has('dashboard')).toBe(true);
    for (const susername of ['Dashboard', 'healthz', 'trainerprofile']) {
      const response = await join({
        susername,
        semail: `${susername}@example.com`,
        spassword: 'long enough',
      });
      expect(response.json()).toMatchObject({ status: false, code: 'username_reserved' });
    }
  });

  it('refuses the commonest passwords', async () => {
    const response = await join({
      susername: 'careless',
      semail: 'careless@example.com',
      spassword: 'Password1',
    });
    expect(response.json()).toMatchObject({ status: false, code: 'password_too_common' });
  });

  it('refuses a taken username or e-mail whatever the case', async () => {
    const existing = await createUser(t.db, { username: 'Taken_Name', email: 'taken@example.com' });
    const byName = await join({
      susername: 'taken_NAME',
      semail: 'other@example.com',
      spassword: 'long enough',
    });
    expect(byName.statusCode).toBe(200);
    expect(byName.json()).toEqual({
      status: false,
      code: 'username_taken',
      msg: errorMessages.username_taken,
    });
    expect(errorMessages.username_taken).toBe('This username already exists');
    const byEmail = await join({
      susername: 'free_name',
      semail: 'TAKEN@example.com',
      spassword: 'long enough',
    });
    expect(byEmail.json()).toEqual({
      status: false,
      code: 'email_taken',
      msg: 'This email already exists',
    });
    expect(existing.id).toBeGreaterThan(0);
  });

  it('lets the unique index settle a race for one name', async () => {
    const attempts = await Promise.all(
      [1, 2, 3].map((index) =>
        join({
          susername: 'racing_name',
          semail: `racer${index}@example.com`,
          spassword: 'long enough',
        }),
      ),
    );
    const bodies = attempts.map((response) => response.json<{ status: boolean; code?: string }>());
    expect(bodies.filter((body) => body.status)).toHaveLength(1);
    for (const body of bodies.filter((entry) => !entry.status)) {
      expect(body.code).toBe('username_taken');
    }
  });
});

describe('usernamecheck and emailcheck', () => {
  it('answer status true when taken, case-insensitively', async () => {
    const user = await createUser(t.db);
    const client = new TestClient(t.app);
    expect(
      (await client.action('usernamecheck', { susername: user.username.toUpperCase() })).json(),
    ).toEqual({ status: true });
    expect((await client.action('usernamecheck', { susername: 'nobody_here' })).json()).toEqual({
      status: false,
    });
    expect(
      (await client.action('emailcheck', { semail: user.email.toUpperCase() })).json(),
    ).toEqual({ status: true });
    expect((await client.action('emailcheck', { semail: 'nobody@example.com' })).json()).toEqual({
      status: false,
    });
  });
});

describe('whether an address is registered', () => {
  const status = (response: { statusCode: number; json: <T>() => T }) => ({
    http: response.statusCode,
    ...response.json<{ status: boolean; code?: string }>(),
  });

  it('is told to one network for ten addresses an hour, then to nobody there', async () => {
    const registered = await Promise.all(Array.from({ length: 12 }, () => createUser(t.db)));
    const [first, ...rest] = registered.map((user) => user.email);
    const stranger = new TestClient(t.app, '10.77.0.1');
    const check = async (semail: string) =>
      (await stranger.action('emailcheck', { semail })).json<{ status: boolean; code?: string }>();

    expect(await check(first!)).toEqual({ status: true });
    // The same address again (a person retyping their own) costs nothing; free ones neither.
    expect(await check(first!.toUpperCase())).toEqual({ status: true });
    expect(await check('nobody-1@example.com')).toEqual({ status: false });
    for (const email of rest.slice(0, 8)) expect(await check(email)).toEqual({ status: true });
    // The tenth, through join: its email_taken is the same fact, from the same budget.
    const joinTaken = await stranger.action('join', {
      susername: 'probe_taken',
      semail: rest[8]!,
      spassword: 'a-good-passphrase',
    });
    expect(status(joinTaken)).toMatchObject({ http: 200, code: 'email_taken' });

    // Spent: every answer about any address is the same refusal, registrations included.
    for (const email of [rest[9]!, 'nobody-2@example.com', first!]) {
      expect(status(await stranger.action('emailcheck', { semail: email }))).toEqual({
        http: 429,
        status: false,
        code: 'rate_limited',
        msg: errorMessages.rate_limited,
      });
    }
    const join = await stranger.action('join', {
      susername: 'probe_free',
      semail: 'nobody-3@example.com',
      spassword: 'a-good-passphrase',
    });
    expect(status(join)).toMatchObject({ http: 429, code: 'rate_limited' });

    // Another network has its own budget.
    const neighbour = new TestClient(t.app, '10.77.0.2');
    expect((await neighbour.action('emailcheck', { semail: rest[9]! })).json()).toEqual({
      status: true,
    });
  });

  it('counts an IPv6 line as one network', async () => {
    const registered = await Promise.all(Array.from({ length: 11 }, () => createUser(t.db)));
    for (const [index, user] of registered.slice(0, 10).entries()) {
      const client = new TestClient(t.app, `2001:db8:34:8::${(index + 1).toString(16)}`);
      expect((await client.action('emailcheck', { semail: user.email })).json()).toEqual({
        status: true,
      });
    }
    const sameLine = new TestClient(t.app, '2001:db8:34:8:ffff::1');
    expect(
      (await sameLine.action('emailcheck', { semail: registered[10]!.email })).statusCode,
    ).toBe(429);
    const otherLine = new TestClient(t.app, '2001:db8:34:9::1');
    expect(
      (await otherLine.action('emailcheck', { semail: registered[10]!.email })).json(),
    ).toEqual({ status: true });
  });
});

describe('login', () => {
  it('accepts the username or the e-mail, in any case', async () => {
    const user = await createUser(t.db, {
      username: 'Login_Case',
      email: 'Login.Case@Example.com',
    });
    for (const name of ['login_case', 'LOGIN_CASE', 'login.case@example.com']) {
      const response = await new TestClient(t.app).login(name, user.password);
      expect(response.json()).toEqual({ status: true, msg: 'Login successful' });
    }
  });

  it('answers invalid_credentials for a wrong password or an unknown user', async () => {
    const user = await createUser(t.db);
    const wrong = await new TestClient(t.app).login(user.username, 'not the password');
    expect(wrong.statusCode).toBe(200);
    expect(wrong.json()).toEqual({
      status: false,
      code: 'invalid_credentials',
      msg: 'Invalid username or password',
    });
    const unknown = await new TestClient(t.app).login('nobody_at_all', 'whatever');
    expect(unknown.json()).toMatchObject({ status: false, code: 'invalid_credentials' });
    expect(wrong.cookies.some((cookie) => cookie.name === 'sid')).toBe(false);
  });

  it('refuses a deactivated account with its own code', async () => {
    const user = await createUser(t.db);
    await t.db
      .update(users)
      .set({ isActive: false, deactivatedAt: new Date() })
      .where(eq(users.id, user.id));
    const response = await new TestClient(t.app).login(user.username, user.password);
    expect(response.json()).toMatchObject({ status: false, code: 'account_deactivated' });
    const wrongPassword = await new TestClient(t.app).login(user.username, 'not the password');
    expect(wrongPassword.json()).toMatchObject({ code: 'invalid_credentials' });
  });

  it('signs a deactivated user out of existing sessions', async () => {
    const user = await createUser(t.db);
    const client = new TestClient(t.app);
    await client.login(user.username, user.password);
    await t.db.update(users).set({ isActive: false }).where(eq(users.id, user.id));
    let response = await client.action('loginuserdetail');
    if (response.statusCode === 403) response = await client.action('loginuserdetail');
    expect(response.statusCode).toBe(401);
  });

  it('requires both fields', async () => {
    const response = await new TestClient(t.app).action('login', { username: ' ', password: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      fields: { username: ['validation.required'], password: ['validation.required'] },
    });
  });
});

describe('loginuserdetail', () => {
  it('describes the signed-in user with the contract fields only', async () => {
    const user = await createUser(t.db);
    await t.db
      .update(users)
      .set({
        firstName: 'Ada',
        lastName: 'Lovelace',
        profileType: 'company',
        serviceType: 'provider',
      })
      .where(eq(users.id, user.id));
    await addMembership(t.db, user.id, 'company');
    const client = new TestClient(t.app);
    await client.login(user.username, user.password);
    const response = await client.action('loginuserdetail');
    expect(response.json()).toEqual({
      status: true,
      userId: user.id,
      username: user.username,
      email: user.email,
      firstName: 'Ada',
      lastName: 'Lovelace',
      profileImage: null,
      companyuser: true,
      smeuser: false,
      serviceType: 'provider',
      userType: 'CO',
      language: 'it',
      twoFactorEnabled: false,
      platformRole: null,
      emailVerified: true,
      pendingEmail: null,
    });
  });

  it('marks SME and individual accounts', async () => {
    const user = await createUser(t.db);
    await t.db
      .update(users)
      .set({ profileType: 'company', language: 'de' })
      .where(eq(users.id, user.id));
    await addMembership(t.db, user.id, 'sme');
    const client = new TestClient(t.app);
    await client.login(user.username, user.password);
    expect((await client.action('loginuserdetail')).json()).toMatchObject({
      companyuser: false,
      smeuser: true,
      userType: 'CO',
      language: 'de',
      serviceType: 'seeker',
    });
  });
});

async function addMembership(db: Database, userId: number, kind: 'company' | 'sme') {
  const [company] = await db
    .insert(companies)
    .values({ slug: `c${userId}-${kind}`, name: `Company ${userId}`, kind })
    .returning({ id: companies.id });
  if (!company) throw new Error('no company');
  await db.insert(companyMembers).values({ companyId: company.id, userId, userRole: 1 });
}
