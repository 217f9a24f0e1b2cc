import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { recoveryCodes, users } from '../../db/schema.ts';
import { totpCode } from '../../lib/totp.ts';
import { createTestApp, createUser, TestClient, type TestApp } from '../../test/app.ts';
import { peopleFixtures, capturingMailer } from '../../test/company-staff.ts';
import type { MailMessage } from '../../lib/mailer.ts';

const sent: MailMessage[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ mailer: capturingMailer(sent), config: { actionRateLimits: false } });
});
afterAll(() => t.close());

const { team, call } = peopleFixtures(() => t, sent);
const STEP = 30_000;

type Body = Record<string, unknown> & { status: boolean; code?: string };
const body = async (client: TestClient, action: string, fields: Record<string, unknown> = {}) =>
  (await call(client, action, fields)).body as Body;

/** Turns two-factor sign-in on for a signed-in client; answers the secret and the codes. */
async function turnOn(client: TestClient) {
  const setup = await body(client, 'twofactorsetup');
  const secret = setup.secret as string;
  const enabled = await body(client, 'twofactorenable', { code: totpCode(secret) });
  expect(enabled, JSON.stringify(enabled)).toMatchObject({ status: true });
  return { secret, codes: enabled.recoveryCodes as string[] };
}

async function signedInUser() {
  const user = await createUser(t.db);
  const client = new TestClient(t.app);
  await client.login(user.username, user.password);
  return { user, client };
}

describe('turning two-factor sign-in on', () => {
  it('confirms the QR code with a first code and answers ten recovery codes once', async () => {
    const { user, client } = await signedInUser();
    expect(await body(client, 'twofactorstatus')).toEqual({
      status: true,
      enabled: false,
      enabledAt: null,
      recoveryCodesLeft: 0,
      requiredBy: [],
    });
    expect(await body(client, 'twofactorenable', { code: '123456' })).toMatchObject({
      code: 'two_factor_not_started',
    });
    const setup = await body(client, 'twofactorsetup');
    expect(setup.uri).toMatch(
      new RegExp(
        `^otpauth://totp/Skillvia:${encodeURIComponent(user.email)}\\?issuer=Skillvia&secret=[A-Z2-7]{32}&algorithm=SHA1&digits=6&period=30$`,
      ),
    );
    expect(setup.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(String(setup.qrCode).split(',')[1] ?? '', 'base64').toString()).toContain(
      '<svg',
    );
    // Still off until a code confirms it; a wrong code changes nothing.
    expect(await body(client, 'twofactorenable', { code: '000000' })).toMatchObject({
      code: 'two_factor_code_invalid',
    });
    expect(await body(client, 'twofactorstatus')).toMatchObject({ enabled: false });

    const enabled = await body(client, 'twofactorenable', {
      code: totpCode(setup.secret as string),
    });
    const codes = enabled.recoveryCodes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/);
    const stored = await t.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, user.id));
    expect(stored.map((row) => row.codeHash)).not.toContain(codes[0]);
    expect(await body(client, 'twofactorstatus')).toMatchObject({
      enabled: true,
      recoveryCodesLeft: 10,
    });
    expect(await body(client, 'loginuserdetail')).toMatchObject({ twoFactorEnabled: true });
    // The sign-in that proved the code counts as two-factor.
    const sessions = await body(client, 'sessionlist');
    expect(sessions.sessions).toEqual([
      expect.objectContaining({ current: true, twoFactor: true }),
    ]);
    expect(await body(client, 'twofactorsetup')).toMatchObject({ code: 'two_factor_already_on' });
  });
});

describe('signing in with a second factor', () => {
  it('asks for the code after the password; a code works once', async () => {
    const { user, client } = await signedInUser();
    const { secret } = await turnOn(client);

    const browser = new TestClient(t.app);
    expect((await browser.login(user.username, user.password)).json()).toEqual({
      status: false,
      code: 'two_factor_required',
      msg: 'Enter the code from your authenticator app to finish signing in.',
      twoFactor: true,
    });
    expect((await browser.action('loginuserdetail')).statusCode).toBe(401);
    expect(await body(browser, 'logintwofactor', { code: '000000' })).toMatchObject({
      code: 'two_factor_code_invalid',
    });
    // The next time step (the app's clock may run ahead by one).
    const next = totpCode(secret, Date.now() + STEP);
    expect(await body(browser, 'logintwofactor', { code: next })).toEqual({
      status: true,
      msg: 'Login successful',
    });
    expect(await body(browser, 'loginuserdetail')).toMatchObject({ userId: user.id });
    const sessions = (await body(browser, 'sessionlist')).sessions as Array<{
      current: boolean;
      twoFactor: boolean;
    }>;
    expect(sessions.find((session) => session.current)?.twoFactor).toBe(true);

    // The same code again, on another browser: refused.
    const other = new TestClient(t.app);
    await other.login(user.username, user.password);
    expect(await body(other, 'logintwofactor', { code: next })).toMatchObject({
      code: 'two_factor_code_invalid',
    });
    const log = (await body(browser, 'securitylog')).list as Array<{
      kind: string;
      detail: Record<string, string>;
    }>;
    expect(log.slice(0, 3).map((entry) => [entry.kind, entry.detail.secondFactor])).toEqual([
      ['sign_in_failed', 'wrong'],
      ['sign_in', 'app'],
      ['sign_in_failed', 'wrong'],
    ]);
  });

  it('takes each recovery code once, and gives up after five wrong codes', async () => {
    const { user, client } = await signedInUser();
    const { codes } = await turnOn(client);
    const [first = ''] = codes;

    const browser = new TestClient(t.app);
    await browser.login(user.username, user.password);
    expect(
      await body(browser, 'logintwofactor', {
        code: ` ${first.toUpperCase().replace(/-/g, ' ')} `,
      }),
    ).toMatchObject({ status: true });
    expect(await body(client, 'twofactorstatus')).toMatchObject({ recoveryCodesLeft: 9 });

    const again = new TestClient(t.app);
    await again.login(user.username, user.password);
    expect(await body(again, 'logintwofactor', { code: first })).toMatchObject({
      code: 'two_factor_code_invalid',
    });
    for (let attempt = 2; attempt <= 5; attempt += 1) {
      expect(await body(again, 'logintwofactor', { code: '000000' })).toMatchObject({
        code: 'two_factor_code_invalid',
      });
    }
    // Five tries are spent: even a right code now needs the password again.
    expect(await body(again, 'logintwofactor', { code: codes[1] })).toMatchObject({
      code: 'two_factor_expired',
    });
    expect(await body(new TestClient(t.app), 'logintwofactor', { code: '123456' })).toMatchObject({
      code: 'two_factor_expired',
    });
  });
});

describe('turning it off and new recovery codes', () => {
  it('asks for the password and a code; new codes replace the old', async () => {
    const { user, client } = await signedInUser();
    const { codes } = await turnOn(client);
    const [first = '', second = ''] = codes;
    expect(await body(client, 'recoverycodes', { password: 'not it', code: first })).toMatchObject({
      code: 'wrong_password',
    });
    const renewed = await body(client, 'recoverycodes', { password: user.password, code: first });
    const fresh = renewed.recoveryCodes as string[];
    expect(fresh).toHaveLength(10);
    expect(
      await body(client, 'twofactordisable', { password: user.password, code: second }),
    ).toMatchObject({ code: 'two_factor_code_invalid' });
    expect(
      await body(client, 'twofactordisable', { password: user.password, code: fresh[0] }),
    ).toEqual({ status: true, msg: 'Two-factor sign-in is off' });
    expect(await body(client, 'twofactorstatus')).toMatchObject({
      enabled: false,
      recoveryCodesLeft: 0,
    });
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.totpSecret).toBeNull();
    expect((await new TestClient(t.app).login(user.username, user.password)).json()).toMatchObject({
      status: true,
    });
    expect(
      await body(client, 'twofactordisable', { password: user.password, code: '123456' }),
    ).toMatchObject({ code: 'two_factor_off' });
  });
});

describe('a company that requires it', () => {
  it('turns away staff sessions without a second factor from company actions', async () => {
    const { admin, manager, company } = await team();
    expect(await body(admin.client, 'companytwofactor', { required: true })).toMatchObject({
      code: 'two_factor_off',
    });
    await turnOn(admin.client);
    expect(await body(admin.client, 'companytwofactor', { required: true })).toEqual({
      status: true,
      msg: 'Saved',
    });
    expect(await body(admin.client, 'companyusers')).toMatchObject({ requireTwoFactor: true });
    expect(await body(manager.client, 'twofactorstatus')).toMatchObject({
      requiredBy: [company.name],
    });
    expect(await body(manager.client, 'companydashboard')).toMatchObject({
      status: false,
      code: 'two_factor_required_by_company',
    });
    // Turning it on counts for the session that proved the code.
    await turnOn(manager.client);
    expect(await body(manager.client, 'companydashboard')).toMatchObject({ status: true });
  });
});
