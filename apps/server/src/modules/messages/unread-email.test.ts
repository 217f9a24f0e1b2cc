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
});
