import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordResets, sessions, users } from '../../db/schema.ts';
import { sha256 } from '../../lib/tokens.ts';
import { createTestApp, createUser, TestClient, type TestApp } from '../../test/app.ts';
import { createMailingTestApp, type MailingTestApp } from '../../test/mailing-app.ts';
import { decodeQuotedPrintable, oneTimeLinksIn } from '../../test/smtp-receiver.ts';

const sentAnswer = {
  status: true,
  msg: 'If an account exists for this address, we have sent a link to reset the password',
};

let t: MailingTestApp;
beforeAll(async () => {
  t = await createMailingTestApp();
});
afterAll(() => t.close());

let addressCounter = 0;
const freshClient = (app = t.app) => {
  addressCounter += 1;
  return new TestClient(app, `10.2.${Math.floor(addressCounter / 250)}.${addressCounter % 250}`);
};

/** The id and token of a link /…/reset/{id}/{token}. */
function partsOf(link: string) {
  const match = /\/reset\/([^/]+)\/([^/?#]+)$/.exec(link);
  if (!match?.[1] || !match[2]) throw new Error(`not a reset link: ${link}`);
  return { id: match[1], token: match[2] };
}

async function requestLink(email: string): Promise<string> {
  const before = t.smtp.messages.length;
  const response = await freshClient().action('forgotpassword', { semail: email });
  expect(response.json()).toEqual(sentAnswer);
  await t.jobs.runDue();
  const mail = await t.smtp.waitFor(email, { since: before });
  const [link] = oneTimeLinksIn(mail.raw);
  if (!link) throw new Error('no link in the e-mail');
  return link;
}

describe('forgotpassword through a real SMTP server', () => {
  it('e-mails a link in the default language that resets the password once', async () => {
    const user = await createUser(t.db);
    const signedIn = [freshClient(), freshClient()];
    for (const client of signedIn) await client.login(user.username, user.password);

    const link = await requestLink(user.email);
    const mail = t.smtp.messages.find((message) => message.to.includes(user.email));
    expect(mail?.from).toBe('no-reply@localhost');
    const decoded = decodeQuotedPrintable(mail?.raw ?? '');
    expect(decoded).toContain('Subject: Reimposta la password di Skillvia');
    expect(decoded).toContain(`Ciao ${user.username},`);
    // No PUBLIC_URL (outside production): this server's own address; Italian (the default) under /it.
    expect(link).toMatch(/^http:\/\/localhost:\d+\/it\/reset\/[0-9a-f-]{36}\/[A-Za-z0-9_-]{43}$/);

    const { id, token } = partsOf(link);
    const [row] = await t.db.select().from(passwordResets).where(eq(passwordResets.id, id));
    expect(row?.tokenHash).toBe(sha256(token));
    expect(row?.tokenHash).not.toContain(token);
    // The e-mail went through the job queue, whose table holds the row's id and no usable token.
    const queued = (await t.db.execute(
      sql`select data from pgboss.job where name = 'accounts.reset-email' and data->>'id' = ${id}`,
    )) as { rows: unknown[] };
    expect(queued.rows).toHaveLength(1);
    expect(JSON.stringify(queued.rows)).not.toContain(token);
    const minutes = ((row?.expiresAt.getTime() ?? 0) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(59);
    expect(minutes).toBeLessThanOrEqual(60);

    const client = freshClient();
    expect((await client.action('resetcheck', { id, token })).json()).toEqual({ status: true });
    const reset = await client.action('resetpassword', {
      id,
      token,
      newpass: 'a brand new passphrase',
      confpass: 'a brand new passphrase',
    });
    expect(reset.json()).toEqual({
      status: true,
      msg: 'Your password has been changed, you can now log in',
    });

    // Every session of the user has ended.
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
    for (const old of signedIn) {
      // The XSRF token was bound to the ended session: the first call renews it (403 csrf).
      let response = await old.action('loginuserdetail');
      if (response.statusCode === 403) response = await old.action('loginuserdetail');
      expect(response.statusCode).toBe(401);
    }
    expect((await freshClient().login(user.username, user.password)).json()).toMatchObject({
      code: 'invalid_credentials',
    });
    expect(
      (await freshClient().login(user.username, 'a brand new passphrase')).json(),
    ).toMatchObject({ status: true });

    // The link works once.
    expect((await client.action('resetcheck', { id, token })).json()).toMatchObject({
      status: false,
      code: 'reset_link_invalid',
    });
    expect(
      (
        await client.action('resetpassword', {
          id,
          token,
          newpass: 'yet another passphrase',
          confpass: 'yet another passphrase',
        })
      ).json(),
    ).toEqual({
      status: false,
      code: 'reset_link_invalid',
      msg: 'This reset link has expired or was already used, please ask for a new one',
    });
  });

  it('writes in the user’s language: English at /reset, others under their prefix', async () => {
    const english = await createUser(t.db);
    await t.db.update(users).set({ language: 'en' }).where(eq(users.id, english.id));
    const englishLink = await requestLink(english.email.toUpperCase());
    expect(englishLink).toMatch(/^http:\/\/localhost:\d+\/reset\//);
    const englishMail = t.smtp.messages.find((message) => message.to.includes(english.email));
    expect(decodeQuotedPrintable(englishMail?.raw ?? '')).toContain(
      'Subject: Reset your Skillvia password',
    );

    const german = await createUser(t.db);
    await t.db.update(users).set({ language: 'de' }).where(eq(users.id, german.id));
    expect(await requestLink(german.email)).toMatch(/\/de\/reset\//);
  });

  it('never takes the link’s address from the request’s Host header (issue 15, finding 1)', async () => {
    const user = await createUser(t.db);
    const before = t.smtp.messages.length;
    const response = await freshClient().action(
      'forgotpassword',
      { semail: user.email },
      { headers: { host: 'attacker.example', 'x-forwarded-host': 'attacker.example' } },
    );
    expect(response.json()).toEqual(sentAnswer);
    await t.jobs.runDue();
    const mail = await t.smtp.waitFor(user.email, { since: before });
    const [link] = oneTimeLinksIn(mail.raw);
    expect(link).toMatch(/^http:\/\/localhost:\d+\/it\/reset\//);
    expect(mail.raw).not.toContain('attacker.example');
  });

  it('answers the same for unknown and deactivated addresses and sends nothing', async () => {
    const deactivated = await createUser(t.db);
    await t.db.update(users).set({ isActive: false }).where(eq(users.id, deactivated.id));
    for (const semail of ['nobody.here@example.com', deactivated.email]) {
      const response = await freshClient().action('forgotpassword', { semail });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(sentAnswer);
    }
    expect(
      await t.db.select().from(passwordResets).where(eq(passwordResets.userId, deactivated.id)),
    ).toEqual([]);
    // A message sent afterwards arrives; none went to the other two.
    const known = await createUser(t.db);
    await requestLink(known.email);
    const recipients = t.smtp.messages.flatMap((message) => message.to);
    expect(recipients).not.toContain('nobody.here@example.com');
    expect(recipients).not.toContain(deactivated.email.toLowerCase());
  });

  it('validates the e-mail field', async () => {
    const response = await freshClient().action('forgotpassword', { semail: 'not-an-address' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'invalid_input',
      fields: { semail: ['validation.email.pattern'] },
    });
  });
});

describe('resetpassword', () => {
  it('refuses a confirmation that differs and a common password, keeping the link', async () => {
    const user = await createUser(t.db);
    const { id, token } = partsOf(await requestLink(user.email));
    const client = freshClient();
    expect(
      (
        await client.action('resetpassword', {
          id,
          token,
          newpass: 'first passphrase',
          confpass: 'other passphrase',
        })
      ).json(),
    ).toMatchObject({
      status: false,
      code: 'invalid_input',
      fields: { confpass: ['validation.password.mismatch'] },
    });
    expect(
      (
        await client.action('resetpassword', {
          id,
          token,
          newpass: 'password1',
          confpass: 'password1',
        })
      ).json(),
    ).toMatchObject({ status: false, code: 'password_too_common' });
    expect(
      (await client.action('resetpassword', { id, token, newpass: '123', confpass: '123' })).json(),
    ).toMatchObject({ code: 'invalid_input', fields: { newpass: ['validation.password.min'] } });
    expect((await client.action('resetcheck', { id, token })).json()).toEqual({ status: true });
  });

  it('refuses unknown, forged, expired and superseded links', async () => {
    const user = await createUser(t.db);
    const first = partsOf(await requestLink(user.email));
    const second = partsOf(await requestLink(user.email));
    expect(second.id).not.toBe(first.id);
    const client = freshClient();
    const invalid = { status: false, code: 'reset_link_invalid' };
    const attempts = [
      { id: 'not-a-uuid', token: first.token },
      { id: '00000000-0000-4000-8000-000000000000', token: first.token },
      { id: first.id, token: second.token },
      { id: first.id, token: '' },
    ];
    for (const attempt of attempts) {
      expect((await client.action('resetcheck', attempt)).json()).toMatchObject(invalid);
      expect(
        (
          await client.action('resetpassword', {
            ...attempt,
            newpass: 'fine passphrase',
            confpass: 'fine passphrase',
          })
        ).json(),
      ).toMatchObject(invalid);
    }

    // Using one link ends the user's other outstanding links.
    const change = { newpass: 'fine passphrase', confpass: 'fine passphrase' };
    expect((await client.action('resetpassword', { ...second, ...change })).json()).toMatchObject({
      status: true,
    });
    expect((await client.action('resetcheck', first)).json()).toMatchObject(invalid);

    // An hour later a link no longer works.
    const third = partsOf(await requestLink(user.email));
    await t.db
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResets.id, third.id));
    expect((await client.action('resetcheck', third)).json()).toMatchObject(invalid);
    expect((await client.action('resetpassword', { ...third, ...change })).json()).toMatchObject(
      invalid,
    );
  });

  it('does not reset the password of an account deactivated after the e-mail', async () => {
    const user = await createUser(t.db);
    const link = partsOf(await requestLink(user.email));
    await t.db.update(users).set({ isActive: false }).where(eq(users.id, user.id));
    expect((await freshClient().action('resetcheck', link)).json()).toMatchObject({
      code: 'reset_link_invalid',
    });
  });

  it('lets exactly one of two simultaneous uses of a link through', async () => {
    const user = await createUser(t.db);
    const link = partsOf(await requestLink(user.email));
    const results = await Promise.all(
      ['first racer pass', 'second racer pass'].map((password) =>
        freshClient().action('resetpassword', { ...link, newpass: password, confpass: password }),
      ),
    );
    const bodies = results.map((response) => response.json<{ status: boolean; code?: string }>());
    expect(bodies.filter((body) => body.status)).toHaveLength(1);
    expect(bodies.find((body) => !body.status)?.code).toBe('reset_link_invalid');
  });
});

describe('rate limits', () => {
  it('allow five requests an hour for one address and twenty from one client', async () => {
    const user = await createUser(t.db);
    const statuses = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      statuses.push(
        (await freshClient().action('forgotpassword', { semail: user.email })).statusCode,
      );
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);

    const client = freshClient();
    const fromOne = [];
    for (let attempt = 0; attempt < 21; attempt += 1) {
      const semail = `nobody${attempt}@example.com`;
      fromOne.push((await client.action('forgotpassword', { semail })).statusCode);
    }
    expect(fromOne.slice(0, 20).every((status) => status === 200)).toBe(true);
    expect(fromOne[20]).toBe(429);
  });

  it('allow thirty reset attempts an hour from one client', async () => {
    const client = freshClient();
    const fields = { id: 'x', token: 'y', newpass: 'fine passphrase', confpass: 'fine passphrase' };
    const statuses = [];
    for (let attempt = 0; attempt < 31; attempt += 1) {
      statuses.push((await client.action('resetpassword', fields)).statusCode);
    }
    expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true);
    const last = await client.action('resetpassword', fields);
    expect(last.statusCode).toBe(429);
    expect(last.json()).toMatchObject({ code: 'rate_limited' });
  });
});

describe('without SMTP: the outbox', () => {
  let outboxApp: TestApp;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'reset-outbox-'));
    outboxApp = await createTestApp({
      database: t.database,
      config: { dataDir, smtpUrl: null, publicUrl: 'https://skillvia.example' },
    });
  });
  afterAll(async () => {
    await outboxApp.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  async function waitForOutboxFile(): Promise<string> {
    const outbox = path.join(dataDir, 'outbox');
    for (let attempt = 0; attempt < 100; attempt += 1) {
      const files = await fs.readdir(outbox).catch(() => []);
      const [file] = files.filter((name) => name.endsWith('.eml'));
      if (file) return fs.readFile(path.join(outbox, file), 'utf8');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('nothing in the outbox');
  }

  it('writes the e-mail to DATA_DIR/outbox with a PUBLIC_URL link that works', async () => {
    const user = await createUser(t.db);
    const response = await freshClient(outboxApp.app).action('forgotpassword', {
      semail: user.email,
    });
    expect(response.json()).toEqual(sentAnswer);
    await outboxApp.jobs.runDue();
    const raw = await waitForOutboxFile();
    expect(raw).toMatch(new RegExp(`^To: ${user.email}`, 'm'));
    const [link] = oneTimeLinksIn(raw);
    expect(link).toMatch(/^https:\/\/skillvia\.example\/it\/reset\//);
    const parts = partsOf(link ?? '');
    const reset = await freshClient(outboxApp.app).action('resetpassword', {
      ...parts,
      newpass: 'outbox passphrase',
      confpass: 'outbox passphrase',
    });
    expect(reset.json()).toMatchObject({ status: true });
  });
});
