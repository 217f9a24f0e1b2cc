import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, messages, sessions, users } from '../../db/schema.ts';
import { createUser, TestClient } from '../../test/app.ts';
import { insertTopic } from '../../test/catalogue-rows.ts';
import { createMailingTestApp, type MailingTestApp } from '../../test/mailing-app.ts';
import { decodeQuotedPrintable } from '../../test/smtp-receiver.ts';
import { signedIn } from '../../test/upload-fixtures.ts';

/**
 * The operators' queue of reports (docs/product.md, "The operator console"): reports of one thing
 * are one row and move together; the staff take, note, answer and close them; a reported message
 * shows its neighbours only; every move is in the operators' audit.
 */

let t: MailingTestApp;
beforeAll(async () => {
  t = await createMailingTestApp();
});
afterAll(() => t.close());

type Body = Record<string, unknown> & { status: boolean; code?: string };
const call = async (client: TestClient, action: string, fields: Record<string, unknown> = {}) => {
  const response = await client.action(action, fields as Record<string, string>, { json: true });
  return { http: response.statusCode, body: response.json<Body>() };
};

async function staff(role: 'operator' | 'support') {
  const account = await signedIn(t);
  await t.db.update(users).set({ platformRole: role }).where(eq(users.id, account.id));
  await t.db.update(sessions).set({ twoFactor: true }).where(eq(sessions.userId, account.id));
  return account;
}

interface Row {
  id: number;
  reference: string;
  state: string;
  count: number;
  targetId: number | null;
  assignee: { username: string } | null;
}

const queue = async (client: TestClient, fields: Record<string, unknown> = {}) =>
  (await call(client, 'adminReports', fields)).body as unknown as {
    list: Row[];
    openCount: number;
  };

describe('the queue of reports', () => {
  it('groups reports of one thing, moves them together, and records each move', async () => {
    const owner = await createUser(t.db);
    const topic = await insertTopic(t.db, owner.id, { title: 'Corso segnalato due volte' });
    const first = await signedIn(t);
    const second = await signedIn(t);
    for (const [reporter, reason] of [
      [first, 'spam'],
      [second, 'fraud'],
    ] as const) {
      const sent = await call(reporter.client, 'reportcontent', {
        kind: 'topic',
        id: topic.id,
        reason,
        text: `Reported by ${reporter.username}`,
      });
      expect(sent.body).toMatchObject({ status: true });
    }
    const support = await staff('support');
    const open = await queue(support.client);
    const row = open.list.find((entry) => entry.targetId === topic.id)!;
    expect(row).toMatchObject({ count: 2, state: 'new', assignee: null });
    expect(open.openCount).toBeGreaterThanOrEqual(2);

    // Its page: both reports, the topic with its owner, what may be done.
    const detail = (await call(support.client, 'adminReport', { id: row.id })).body;
    expect(detail).toMatchObject({
      status: true,
      report: { state: 'new', transitions: ['take', 'resolve', 'dismiss'] },
      target: {
        title: 'Corso segnalato due volte',
        link: `/topic/${topic.url}`,
        owner: { userId: owner.id, username: owner.username },
      },
    });
    expect((detail.group as unknown[]).length).toBe(2);

    // Taken: both in review, assigned to whoever took it.
    expect(
      (await call(support.client, 'adminReportTransition', { id: row.id, transition: 'take' }))
        .body,
    ).toMatchObject({ status: true });
    const mine = await queue(support.client, { mine: true });
    expect(mine.list.find((entry) => entry.targetId === topic.id)).toMatchObject({
      count: 2,
      state: 'in_review',
      assignee: { username: support.username },
    });
    // Taking it twice is no transition.
    expect(
      (await call(support.client, 'adminReportTransition', { id: row.id, transition: 'take' }))
        .body,
    ).toMatchObject({ status: false, code: 'invalid_transition' });

    // Resolved: gone from the open queue, both of them.
    await call(support.client, 'adminReportTransition', { id: row.id, transition: 'resolve' });
    expect((await queue(support.client)).list.some((entry) => entry.targetId === topic.id)).toBe(
      false,
    );
    const resolved = await queue(support.client, { state: 'resolved' });
    expect(resolved.list.find((entry) => entry.targetId === topic.id)).toMatchObject({ count: 2 });

    const audit = await t.db
      .select({ detail: auditEvents.detail, actorId: auditEvents.actorId })
      .from(auditEvents)
      .where(eq(auditEvents.kind, 'report_state_changed'))
      .orderBy(desc(auditEvents.id))
      .limit(2);
    expect(audit.map((entry) => entry.detail.transition)).toEqual(['resolve', 'take']);
    expect(audit.every((entry) => entry.actorId === support.id)).toBe(true);
  });

  it('keeps notes for the staff and e-mails a reply to the reporter in their language', async () => {
    const visitor = new TestClient(t.app);
    await visitor.loadPage();
    const sent = await visitor.action(
      'sitereport',
      {
        kind: 'contact',
        name: 'Giulia Neri',
        email: 'giulia.neri@example.com',
        subject: 'Fattura mancante',
        message: 'Non trovo la fattura del corso di marzo.',
        language: 'it',
      },
      { json: true },
    );
    const reference = String(sent.json<Body>().reference);
    const [report] = (
      (await t.db.execute(sql`select id from site_reports where reference = ${reference}`)) as {
        rows: Array<{ id: number }>;
      }
    ).rows;
    const operator = await staff('operator');
    await call(operator.client, 'adminReportNote', {
      id: report!.id,
      text: 'Cercata: è in bozza.',
    });
    const replied = await call(operator.client, 'adminReportReply', {
      id: report!.id,
      text: 'La fattura è ora emessa: la trova tra le fatture ricevute.',
    });
    expect(replied.body).toMatchObject({ status: true });
    const detail = (await call(operator.client, 'adminReport', { id: report!.id })).body;
    expect(detail.entries).toMatchObject([
      { kind: 'note', body: 'Cercata: è in bozza.', author: operator.username },
      { kind: 'reply', author: operator.username },
    ]);

    await t.jobs.runDue();
    const mailOf = () =>
      t
        .mailsTo('giulia.neri@example.com')
        .map((mail) => decodeQuotedPrintable(mail.raw).replace(/\r?\n[ \t]+/g, ' '))
        .find((text) => text.includes(reference));
    await expect.poll(mailOf).toBeDefined();
    expect(mailOf()).toContain(`Risposta alla tua segnalazione ${reference}`);
    expect(mailOf()).toContain('la trova tra le fatture ricevute');
    // The note is the staff's own.
    expect(mailOf()).not.toContain('bozza');
  });

  it('shows a reported message with its neighbours, never the whole conversation', async () => {
    const sender = await signedIn(t);
    const recipient = await signedIn(t);
    for (let index = 1; index <= 9; index += 1) {
      const from = index % 2 === 1 ? sender : recipient;
      const to = index % 2 === 1 ? recipient : sender;
      expect(
        (await call(from.client, 'sendmessage', { toUser: to.id, message: `Message ${index}` }))
          .body,
      ).toMatchObject({ status: true });
    }
    const [fifth] = await t.db
      .select({ id: messages.id })
      .from(messages)
      .where(and(eq(messages.senderId, sender.id), eq(messages.body, 'Message 5')));
    const sent = await call(recipient.client, 'reportcontent', {
      kind: 'message',
      id: fifth!.id,
      reason: 'inappropriate',
    });
    expect(sent.body).toMatchObject({ status: true });
    const support = await staff('support');
    const row = (await queue(support.client)).list.find((entry) => entry.targetId === fifth!.id)!;
    const detail = (await call(support.client, 'adminReport', { id: row.id })).body as unknown as {
      messages: Array<{ body: string; isReported: boolean }>;
    };
    expect(detail.messages.map((message) => message.body)).toEqual([
      'Message 3',
      'Message 4',
      'Message 5',
      'Message 6',
      'Message 7',
    ]);
    expect(detail.messages.filter((message) => message.isReported)).toEqual([
      expect.objectContaining({ body: 'Message 5' }),
    ]);
  });

  it('is the platform staff’s alone', async () => {
    const person = await signedIn(t);
    expect((await call(person.client, 'adminReports')).http).toBe(403);
    const support = await staff('support');
    // The audit is the operators'.
    expect((await call(support.client, 'adminAuditLog')).http).toBe(403);
    const operator = await staff('operator');
    const log = (await call(operator.client, 'adminAuditLog')).body;
    expect(log).toMatchObject({ status: true });
  });
});
