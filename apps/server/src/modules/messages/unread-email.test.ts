import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversationMembers, userSettings, users } from '../../db/schema.ts';
import { createUser, TestClient } from '../../test/app.ts';
import { createMailingTestApp, type MailingTestApp } from '../../test/mailing-app.ts';
import { decodeQuotedPrintable } from '../../test/smtp-receiver.ts';

let t: MailingTestApp;
beforeAll(async () => {
  t = await createMailingTestApp({
    messageEmailDelaySeconds: 0,
    publicUrl: 'https://skillvia.example',
  });
});
afterAll(() => t.close());

let addressCounter = 0;
async function person(values: Partial<typeof users.$inferInsert> = {}) {
  const user = await createUser(t.db);
  if (Object.keys(values).length > 0) {
    await t.db.update(users).set(values).where(eq(users.id, user.id));
  }
  addressCounter += 1;
  const client = new TestClient(t.app, `10.9.0.${addressCounter}`);
  await client.login(user.username, user.password);
  return { ...user, client };
}

async function send(from: { client: TestClient }, to: number, message: string) {
  const reply = await from.client.action('sendmessage', { toUser: to, message });
  expect(reply.json()).toMatchObject({ status: true });
}

const mailsTo = (email: string) => t.mailsTo(email);

describe('the unread-message e-mail', () => {
  it('is sent once for an unread message, in the recipient’s language, with the text escaped', async () => {
    const sender = await person({ firstName: 'Mario', lastName: 'Rossi' });
    const recipient = await person({ firstName: 'Giulia' });
    await send(sender, recipient.id, 'Ciao Giulia, <script>alert(1)</script> a presto');
    await t.jobs.runDue();

    const mails = mailsTo(recipient.email);
    expect(mails).toHaveLength(1);
    const raw = decodeQuotedPrintable(mails[0]!.raw);
    expect(raw).toContain('Mario Rossi ti ha scritto su Skillvia');
    expect(raw).toContain(`https://skillvia.example/it/message/${sender.id}`);
    expect(raw).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    // The HTML part has the text escaped only (the plain-text part shows it as typed).
    expect(raw).not.toMatch(/<blockquote[^>]*>[^<]*<script>/);

    // More messages within the hour: no second e-mail.
    await send(sender, recipient.id, 'Hai visto il mio messaggio?');
    await t.jobs.runDue();
    expect(mailsTo(recipient.email)).toHaveLength(1);
  });

  it('writes in English without a language prefix for an English account', async () => {
    const sender = await person({ firstName: 'Thomas', lastName: 'Wilson' });
    const recipient = await person({ language: 'en' });
    await send(sender, recipient.id, 'Hello, is the course available in June?');
    await t.jobs.runDue();
    const [mail] = mailsTo(recipient.email);
    const raw = decodeQuotedPrintable(mail!.raw);
    expect(raw).toContain('Thomas Wilson wrote to you on Skillvia');
    expect(raw).toContain(`https://skillvia.example/message/${sender.id}`);
  });

  it('is not sent when the message was read first', async () => {
    const sender = await person();
    const recipient = await person();
    await send(sender, recipient.id, 'read me before the e-mail');
    await recipient.client.action('allmessage', { firstmsg: sender.id });
    await t.jobs.runDue();
    expect(mailsTo(recipient.email)).toHaveLength(0);
  });

  it('is not sent when the recipient turned message e-mails off, whatever the newsletter', async () => {
    const sender = await person();
    const recipient = await person();
    await t.db
      .update(userSettings)
      .set({ messageNotifications: false, newsletter: true })
      .where(eq(userSettings.userId, recipient.id));
    await send(sender, recipient.id, 'no e-mail for this');
    await t.jobs.runDue();
    expect(mailsTo(recipient.email)).toHaveLength(0);
  });

  it('waits for the end of the hour for a message written after an e-mail, then sends it', async () => {
    const sender = await person();
    const recipient = await person();
    await send(sender, recipient.id, 'first');
    await t.jobs.runDue();
    expect(mailsTo(recipient.email)).toHaveLength(1);
    await send(sender, recipient.id, 'second, later');
    await t.jobs.runDue();
    expect(mailsTo(recipient.email)).toHaveLength(1);

    // The hour passes: the job put off until then runs. (A second in the past: the embedded
    // database's clock may give the update and the next fetch the same instant, and pg-boss only
    // takes jobs whose start is before now.)
    await t.db
      .update(conversationMembers)
      .set({ lastEmailedAt: new Date(Date.now() - 61 * 60 * 1000) })
      .where(eq(conversationMembers.userId, recipient.id));
    const deferred = await t.db.execute(
      sql`update pgboss.job set start_after = now() - interval '1 second' where name = 'messages.unread-email' and state = 'created' and start_after > now() + interval '50 minutes' returning id`,
    );
    expect((deferred as { rows: unknown[] }).rows.length).toBeGreaterThan(0);
    await t.jobs.runDue();
    expect(mailsTo(recipient.email)).toHaveLength(2);
    expect(decodeQuotedPrintable(mailsTo(recipient.email)[1]!.raw)).toContain('second, later');
  });

  it('carries one-click unsubscribe that turns message e-mails off without signing in (RFC 8058)', async () => {
    const sender = await person();
    const recipient = await person();
    await send(sender, recipient.id, 'one click away');
    await t.jobs.runDue();
    const [mail] = mailsTo(recipient.email);
    // Headers unfolded, the body decoded.
    const headers = mail!.raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');
    const oneClick =
      /^List-Unsubscribe: <(https:\/\/skillvia\.example\/inc\/unsubscribe\/([^>]+))>$/m.exec(
        headers,
      );
    expect(oneClick).not.toBeNull();
    expect(headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    const token = oneClick![2]!;
    const body = decodeQuotedPrintable(mail!.raw);
    // For people: the page that asks first, and the settings, in the reader's language.
    expect(body).toContain(`https://skillvia.example/it/unsubscribe/${token}`);
    expect(body).toContain('https://skillvia.example/it/settings');
    const path = new URL(oneClick![1]!).pathname;
    const messageSwitch = async () =>
      (await recipient.client.action('viewsetting')).json<{ messageNotif: string }>().messageNotif;

    // Opened in a browser (or by a mail scanner): nothing changes, the page that asks answers.
    const opened = await t.app.inject({ method: 'GET', url: path });
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toBe(`https://skillvia.example/it/unsubscribe/${token}`);
    expect(await messageSwitch()).toBe('1');

    // A token changed by one letter, or made for another list or person: refused, nothing changes.
    const forged = token.replace(/.$/, (last) => (last === 'A' ? 'B' : 'A'));
    for (const bad of [
      forged,
      token.replace('-messages-', '-newsletter-'),
      `${sender.id}${token.slice(String(recipient.id).length)}`,
    ]) {
      const refused = await t.app.inject({
        method: 'POST',
        url: `/inc/unsubscribe/${bad}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(refused.statusCode).toBe(404);
    }
    expect(await messageSwitch()).toBe('1');

    // The mail client's one click: a POST without cookies or CSRF token, in either encoding.
    const clicked = await t.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'multipart/form-data; boundary=b' },
      payload:
        '--b\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--b--\r\n',
    });
    expect(clicked.statusCode).toBe(200);
    expect(await messageSwitch()).toBe('0');
    const again = await t.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(again.statusCode).toBe(200);

    // No more e-mails about messages.
    await send(sender, recipient.id, 'not e-mailed any more');
    await t.db
      .update(conversationMembers)
      .set({ lastEmailedAt: new Date(Date.now() - 61 * 60 * 1000) })
      .where(eq(conversationMembers.userId, recipient.id));
    await t.jobs.runDue();
    expect(mailsTo(recipient.email)).toHaveLength(1);
  });

  it('turns the list off from the page a person reaches, signed in or not', async () => {
    const sender = await person();
    const recipient = await person();
    await send(sender, recipient.id, 'through the page');
    await t.jobs.runDue();
    const body = decodeQuotedPrintable(mailsTo(recipient.email)[0]!.raw);
    const token = /https:\/\/skillvia\.example\/it\/unsubscribe\/([\w-]+)/.exec(body)![1]!;
    const visitor = new TestClient(t.app, '10.9.1.1');
    expect((await visitor.action('unsubscribe', { token: `${token}x` })).json()).toMatchObject({
      status: false,
      code: 'unsubscribe_link_invalid',
    });
    expect((await visitor.action('unsubscribe', { token })).json()).toMatchObject({
      status: true,
      list: 'messages',
    });
    expect((await recipient.client.action('viewsetting')).json()).toMatchObject({
      messageNotif: '0',
    });
  });
});
