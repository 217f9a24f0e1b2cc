import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailVerifications, users } from '../../db/schema.ts';
import { sha256 } from '../../lib/tokens.ts';
import { createUser, TestClient } from '../../test/app.ts';
import { createMailingTestApp, type MailingTestApp } from '../../test/mailing-app.ts';
import { decodeQuotedPrintable, oneTimeLinksIn } from '../../test/smtp-receiver.ts';

let t: MailingTestApp;
beforeAll(async () => {
  t = await createMailingTestApp();
});
afterAll(() => t.close());

let counter = 0;
const unique = (prefix: string) => {
  counter += 1;
  return `${prefix}_${Date.now().toString(36)}${counter}`;
};
const freshClient = () => {
  counter += 1;
  return new TestClient(t.app, `10.7.${Math.floor(counter / 250)}.${counter % 250}`);
};

/** The id and token of the newest confirmation link mailed to the address since `since`. */
async function linkTo(email: string, since = 0) {
  await t.jobs.runDue();
  const mail = await t.smtp.waitFor(email, { since });
  const [link] = oneTimeLinksIn(mail.raw, 'verify-email');
  const match = /\/verify-email\/([^/]+)\/([^/?#]+)$/.exec(link ?? '');
  if (!link || !match?.[1] || !match[2]) throw new Error(`no confirmation link to ${email}`);
  return { link, id: match[1], token: match[2], mail };
}

async function register() {
  const username = unique('newbie');
  const email = `${username}@example.com`;
  const password = 'a good passphrase';
  const client = freshClient();
  const since = t.smtp.messages.length;
  const joined = await client.action('join', {
    susername: username,
    semail: email,
    spassword: password,
  });
  expect(joined.json()).toEqual({ status: true, msg: 'Registration successful' });
  await client.login(username, password);
  return { username, email, password, client, since };
}

const details = async (client: TestClient) =>
  (await client.action('loginuserdetail')).json<{
    email: string;
    emailVerified: boolean;
    pendingEmail: string | null;
  }>();

describe('a new account confirms its address', () => {
  it('starts unverified, and the mailed link (24 hours, hashed, once) verifies it', async () => {
    const user = await register();
    expect(await details(user.client)).toMatchObject({
      email: user.email,
      emailVerified: false,
      pendingEmail: null,
    });

    const { link, id, token, mail } = await linkTo(user.email, user.since);
    expect(link).toMatch(/^http:\/\/localhost:\d+\/it\/verify-email\/[0-9a-f-]{36}\/[\w-]{43}$/);
    const decoded = decodeQuotedPrintable(mail.raw);
    expect(decoded).toContain('Subject: Conferma il tuo indirizzo e-mail su Skillvia');
    expect(decoded).toContain('Il link vale 24 ore');
    const [row] = await t.db.select().from(emailVerifications).where(eq(emailVerifications.id, id));
    expect(row?.tokenHash).toBe(sha256(token));
    const hours = ((row?.expiresAt.getTime() ?? 0) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);

    // A wrong token, then the right one (from another browser: no session needed), then again.
    const invalid = {
      status: false,
      code: 'verification_link_invalid',
      msg: 'This confirmation link has expired or was already used. Ask for a new one from your dashboard.',
    };
    const elsewhere = freshClient();
    expect((await elsewhere.action('verifyemail', { id, token: `${token}x` })).json()).toEqual(
      invalid,
    );
    expect((await elsewhere.action('verifyemail', { id, token })).json()).toEqual({
      status: true,
      msg: 'Your e-mail address is confirmed',
      email: user.email,
      joinedCompany: null,
    });
    expect((await elsewhere.action('verifyemail', { id, token })).json()).toEqual(invalid);
    expect(await details(user.client)).toMatchObject({ emailVerified: true, pendingEmail: null });
  });

  it('refuses an expired link and a link that a newer one replaced', async () => {
    const user = await register();
    const first = await linkTo(user.email, user.since);
    const since = t.smtp.messages.length;
    expect((await user.client.action('resendverification')).json()).toEqual({
      status: true,
      msg: 'We have sent you a new confirmation link',
      email: user.email,
    });
    const second = await linkTo(user.email, since);
    expect(second.id).not.toBe(first.id);
    expect(
      (await freshClient().action('verifyemail', { id: first.id, token: first.token })).json(),
    ).toMatchObject({
      code: 'verification_link_invalid',
    });
    await t.db
      .update(emailVerifications)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(emailVerifications.id, second.id));
    expect(
      (await freshClient().action('verifyemail', { id: second.id, token: second.token })).json(),
    ).toMatchObject({
      code: 'verification_link_invalid',
    });
    expect(await details(user.client)).toMatchObject({ emailVerified: false });
  });

  it('sends the link again a few times an hour, then says to wait', async () => {
    const user = await register();
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await user.client.action('resendverification')).statusCode).toBe(200);
    }
    const refused = await user.client.action('resendverification');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'rate_limited' });
  });

  it('has nothing to send for a confirmed address', async () => {
    const user = await createUser(t.db);
    const client = freshClient();
    await client.login(user.username, user.password);
    expect((await client.action('resendverification')).json()).toEqual({
      status: true,
      msg: 'Your e-mail address is already confirmed',
      email: user.email,
    });
  });
});

describe('changeemail', () => {
  it('keeps the current address until the new one is confirmed', async () => {
    const user = await createUser(t.db);
    const client = freshClient();
    await client.login(user.username, user.password);
    const newEmail = `${unique('moved')}@example.com`;
    const since = t.smtp.messages.length;
    expect(
      (await client.action('changeemail', { semail: newEmail, password: user.password })).json(),
    ).toEqual({
      status: true,
      msg: 'We have sent a confirmation link to the new address',
      email: newEmail,
    });
    expect(await details(client)).toEqual(
      expect.objectContaining({ email: user.email, emailVerified: true, pendingEmail: newEmail }),
    );
    // Nothing went to the new address's inbox but the link, and sign-in still uses the old one.
    const { id, token, mail } = await linkTo(newEmail, since);
    expect(decodeQuotedPrintable(mail.raw)).toContain('hai chiesto di usare questo indirizzo');
    expect((await freshClient().login(newEmail, user.password)).json()).toMatchObject({
      status: false,
    });

    expect((await freshClient().action('verifyemail', { id, token })).json()).toMatchObject({
      status: true,
      email: newEmail,
    });
    expect(await details(client)).toMatchObject({
      email: newEmail,
      emailVerified: true,
      pendingEmail: null,
    });
    expect((await freshClient().login(newEmail, user.password)).json()).toMatchObject({
      status: true,
    });
  });

  it('asks for the password and refuses the same or a taken address, changing nothing', async () => {
    const user = await createUser(t.db);
    const other = await createUser(t.db);
    const client = freshClient();
    await client.login(user.username, user.password);
    const cases: Array<[Record<string, string>, string]> = [
      [{ semail: `${unique('x')}@example.com`, password: 'not the password' }, 'wrong_password'],
      [{ semail: user.email.toUpperCase(), password: user.password }, 'email_unchanged'],
      [{ semail: other.email, password: user.password }, 'email_taken'],
    ];
    for (const [fields, code] of cases) {
      expect((await client.action('changeemail', fields)).json()).toMatchObject({
        status: false,
        code,
      });
    }
    expect(await details(client)).toMatchObject({ email: user.email, pendingEmail: null });
    const bad = await client.action('changeemail', { semail: 'not-an-address', password: 'x' });
    expect(bad.statusCode).toBe(400);
  });

  it('loses to whoever took the new address before the link was followed', async () => {
    const user = await createUser(t.db);
    const client = freshClient();
    await client.login(user.username, user.password);
    const wanted = `${unique('wanted')}@example.com`;
    const since = t.smtp.messages.length;
    await client.action('changeemail', { semail: wanted, password: user.password });
    const link = await linkTo(wanted, since);
    await createUser(t.db, { email: wanted });
    expect(
      (await freshClient().action('verifyemail', { id: link.id, token: link.token })).json(),
    ).toMatchObject({
      status: false,
      code: 'email_taken',
    });
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.email).toBe(user.email);
  });
});
