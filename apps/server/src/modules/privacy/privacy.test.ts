import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { unzipSync, strFromU8 } from 'fflate';
import { auditEvents, invoices, messages, topics, users } from '../../db/schema.ts';
import type { MailMessage } from '../../lib/mailer.ts';
import { createTestApp, TestClient, type TestApp } from '../../test/app.ts';
import {
  insertTopic,
  insertTopicBooking,
  insertVerifiedReview,
} from '../../test/catalogue-rows.ts';
import { capturingMailer, peopleFixtures } from '../../test/company-staff.ts';
import { insertTestInvoice } from '../../test/money-rows.ts';
import {
  fileOf,
  fileParts,
  picture,
  signedIn,
  upload,
  type ImageReply,
} from '../../test/upload-fixtures.ts';

const sent: MailMessage[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ mailer: capturingMailer(sent), config: { actionRateLimits: false } });
});
afterAll(() => t.close());

const { team } = peopleFixtures(() => t, sent);

type Body = Record<string, unknown> & { status: boolean; code?: string };
const call = async (client: TestClient, action: string, fields: Record<string, unknown> = {}) =>
  (await client.action(action, fields as Record<string, string>, { json: true })).json<Body>();

/** The e-mailed link of the latest export mail to this address: its id and token. */
function exportLinkTo(address: string) {
  const mail = sent.filter((message) => message.to === address).at(-1);
  const match = /\/data-export\/(\d+)\/([\w-]+)/.exec(mail?.link ?? '');
  if (!match) throw new Error(`no data export link to ${address}`);
  return { id: Number(match[1]), token: match[2] ?? '', subject: mail?.subject };
}

const download = (client: TestClient, id: number, token: string) =>
  client.request({ method: 'GET', url: `/inc/documents/data-export/${id}/${token}` });

async function withProfilePicture(client: TestClient) {
  const png = await picture(120, 120).png().toBuffer();
  const reply = (await upload(client, fileParts(png))).json<ImageReply>();
  expect(reply.status).toBe(true);
  return reply.image;
}

describe('a copy of my data', () => {
  it('is prepared by a job, e-mailed as a link, and downloads once as a ZIP of readable JSON with my uploads', async () => {
    const me = await signedIn(t, 'provider');
    const other = await signedIn(t);
    const image = await withProfilePicture(me.client);
    const topic = await insertTopic(t.db, me.id, { title: 'Negotiation for engineers' });
    expect(
      await call(me.client, 'sendmessage', { toUser: other.id, message: 'Hello from my copy' }),
    ).toMatchObject({ status: true });

    expect(await call(me.client, 'dataexportstatus')).toEqual({ status: true, latest: null });
    const requested = await call(me.client, 'requestdataexport');
    expect(requested).toMatchObject({ status: true, export: { state: 'preparing', bytes: null } });
    await t.jobs.runDue();

    const status = await call(me.client, 'dataexportstatus');
    expect(status).toMatchObject({ latest: { state: 'ready' } });
    const latest = status.latest as { bytes: number; expiresAt: string };
    expect(latest.bytes).toBeGreaterThan(1000);
    const week = Date.parse(latest.expiresAt) - Date.now();
    expect(week).toBeGreaterThan(6.9 * 24 * 3600 * 1000);
    expect(week).toBeLessThanOrEqual(7 * 24 * 3600 * 1000);

    const link = exportLinkTo(me.email);
    expect(link.subject).toContain('Skillvia');
    expect(await call(me.client, 'checkdataexport', link)).toMatchObject({
      status: true,
      bytes: latest.bytes,
      fileName: expect.stringMatching(/^skillvia-data-\d{4}-\d{2}-\d{2}\.zip$/) as unknown,
    });

    // Only its owner, signed in, with the right token gets it.
    expect(await call(other.client, 'checkdataexport', link)).toMatchObject({
      code: 'data_export_link_invalid',
    });
    expect(
      await call(me.client, 'checkdataexport', { id: link.id, token: `${link.token}x` }),
    ).toMatchObject({ code: 'data_export_link_invalid' });
    expect((await download(new TestClient(t.app), link.id, link.token)).statusCode).toBe(401);
    expect((await download(other.client, link.id, link.token)).statusCode).toBe(404);

    const file = await download(me.client, link.id, link.token);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/zip');
    expect(file.headers['cache-control']).toBe('private, no-store');
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="skillvia-data-/);
    const zip = unzipSync(new Uint8Array(file.rawPayload));
    const json = (name: string) => JSON.parse(strFromU8(zip[name] ?? new Uint8Array())) as unknown;

    const profile = json('profile.json') as Record<string, unknown>;
    expect(profile).toMatchObject({ id: me.id, username: me.username, email: me.email });
    expect(Object.keys(profile)).not.toContain('password_hash');
    expect(Object.keys(profile)).not.toContain('totp_secret');
    expect(json('topics.json')).toEqual([
      expect.objectContaining({ id: topic.id, title: 'Negotiation for engineers' }),
    ]);
    expect(Object.keys((json('topics.json') as object[])[0] ?? {})).not.toContain('search_vector');
    expect(json('messages.json')).toEqual([
      expect.objectContaining({
        from_user: me.username,
        to_user: other.username,
        body: 'Hello from my copy',
      }),
    ]);
    const sessions = json('sessions.json') as Array<Record<string, unknown>>;
    expect(sessions.length).toBeGreaterThan(0);
    expect(Object.keys(sessions[0] ?? {})).not.toContain('token_hash');
    for (const name of [
      'settings.json',
      'favourites.json',
      'bookings.json',
      'reviews-written.json',
      'reviews-received.json',
      'security-log.json',
      'README.txt',
    ]) {
      expect(Object.keys(zip)).toContain(name);
    }
    const original = image.original.replace('/uploads/', 'uploads/');
    expect(zip[original]?.byteLength).toBe(fs.statSync(fileOf(t, image.original)).size);

    // Once: the link is spent, the file gone, and both steps are in the security log.
    expect((await download(me.client, link.id, link.token)).statusCode).toBe(404);
    expect(await call(me.client, 'checkdataexport', link)).toMatchObject({
      code: 'data_export_link_invalid',
    });
    expect(await call(me.client, 'dataexportstatus')).toMatchObject({
      latest: { state: 'downloaded', downloadedAt: expect.any(String) as unknown },
    });
    const log = await t.db
      .select({ kind: auditEvents.kind })
      .from(auditEvents)
      .where(eq(auditEvents.userId, me.id));
    expect(log.map((row) => row.kind)).toEqual(
      expect.arrayContaining(['data_export_requested', 'data_exported']),
    );
  });

  it('withdraws a copy not yet downloaded when a new one is asked for', async () => {
    const me = await signedIn(t);
    await call(me.client, 'requestdataexport');
    await t.jobs.runDue();
    const first = exportLinkTo(me.email);
    await call(me.client, 'requestdataexport');
    expect(await call(me.client, 'checkdataexport', first)).toMatchObject({
      code: 'data_export_link_invalid',
    });
    expect((await download(me.client, first.id, first.token)).statusCode).toBe(404);
    await t.jobs.runDue();
    const second = exportLinkTo(me.email);
    expect(second.id).not.toBe(first.id);
    expect((await download(me.client, second.id, second.token)).statusCode).toBe(200);
  });

  it('expires after seven days', async () => {
    const me = await signedIn(t);
    await call(me.client, 'requestdataexport');
    await t.jobs.runDue();
    const link = exportLinkTo(me.email);
    await t.db.execute(
      sql`update pgboss.job set start_after = now() where name = 'privacy.expire-export' and state = 'created'`,
    );
    await t.jobs.runDue();
    expect(await call(me.client, 'dataexportstatus')).toMatchObject({
      latest: { state: 'expired' },
    });
    expect((await download(me.client, link.id, link.token)).statusCode).toBe(404);
  });
});

describe('erasing my account', () => {
  it('asks for the password and changes nothing on a wrong one', async () => {
    const me = await signedIn(t);
    expect(await call(me.client, 'eraseaccount', { pass: 'not-my-password' })).toMatchObject({
      status: false,
      code: 'wrong_password',
    });
    expect(await call(me.client, 'loginuserdetail')).toMatchObject({ status: true });
  });

  it('removes or anonymises my personal data, keeps invoices and reviews, and signs me out', async () => {
    const me = await signedIn(t, 'provider');
    const other = await signedIn(t, 'provider');
    const image = await withProfilePicture(me.client);
    const myTopic = await insertTopic(t.db, me.id);
    const otherTopic = await insertTopic(t.db, other.id);
    await insertVerifiedReview(t.db, {
      topicId: otherTopic.id,
      userId: me.id,
      ratingHalves: 8,
      comment: 'Clear and practical',
    });
    await call(me.client, 'addfavorite', { topicId: otherTopic.id });
    await call(me.client, 'sendmessage', { toUser: other.id, message: 'Mine, to be erased' });
    await call(other.client, 'sendmessage', { toUser: me.id, message: 'Theirs, to be kept' });
    const invoice = await insertTestInvoice(t.db, {
      providerId: other.id,
      buyerId: me.id,
      issueDate: '2026-11-02',
      netMinor: 100_000,
      client: 'Mario Rossi',
    });

    expect(await call(me.client, 'eraseaccount', { pass: me.password })).toMatchObject({
      status: true,
    });

    // Signed out, and no way back in.
    expect((await me.client.action('loginuserdetail', {}, { json: true })).statusCode).toBe(401);
    const again = new TestClient(t.app);
    expect((await again.login(me.username, me.password)).json()).toMatchObject({ status: false });
    expect((await again.login(me.email, me.password)).json()).toMatchObject({ status: false });

    const [row] = await t.db.select().from(users).where(eq(users.id, me.id));
    expect(row).toMatchObject({
      username: `former-user-${me.id}`,
      email: `erased:${me.id}`,
      passwordHash: null,
      firstName: 'Former',
      lastName: 'user',
      profileImage: null,
      phone: null,
      isActive: false,
      emailVerifiedAt: null,
    });
    expect(row?.erasedAt).toBeInstanceOf(Date);
    expect(fs.existsSync(fileOf(t, image.original))).toBe(false);
    expect(await t.db.select().from(topics).where(eq(topics.id, myTopic.id))).toEqual([]);

    // Only the other side's message is left in the conversation.
    const left = await t.db
      .select({ body: messages.body })
      .from(messages)
      .where(sql`${messages.senderId} = ${me.id} or ${messages.recipientId} = ${me.id}`);
    expect(left).toEqual([{ body: 'Theirs, to be kept' }]);
    const inbox = await call(other.client, 'conversations');
    expect(JSON.stringify(inbox)).toContain('Theirs, to be kept');
    expect(JSON.stringify(inbox)).not.toContain(me.username);

    // The review stays, signed by a former user; the invoice keeps the buyer's legal data.
    const detail = (
      await other.client.action('topicdetail', { url: otherTopic.url }, { endpoint: 'selling' })
    ).json<{ reviews: Array<{ username: string; comment: string }> }>();
    expect(detail.reviews).toEqual([
      expect.objectContaining({ username: '', comment: 'Clear and practical' }),
    ]);
    const [kept] = await t.db.select().from(invoices).where(eq(invoices.id, invoice));
    expect(kept?.buyer).toMatchObject({ legalName: 'Mario Rossi' });

    // Of the security log, only the erasure itself is left.
    const log = await t.db
      .select({ kind: auditEvents.kind })
      .from(auditEvents)
      .where(eq(auditEvents.userId, me.id));
    expect(log).toEqual([{ kind: 'account_erased' }]);

    // Nothing of the old name or address is left in any table (invoices keep their snapshot).
    const dump = (await t.db.execute(
      sql`select to_jsonb(t)::text as row from (
            select * from users where id = ${me.id}) t`,
    )) as { rows: Array<{ row: string }> };
    expect(dump.rows[0]?.row).not.toContain(me.username);
    expect(dump.rows[0]?.row).not.toContain(me.email);
  });

  it('waits while a booking is still open, and while I am the last admin of a company with staff', async () => {
    const buyer = await signedIn(t);
    const provider = await signedIn(t, 'provider');
    const topic = await insertTopic(t.db, provider.id);
    await insertTopicBooking(t.db, { topicId: topic.id, buyerId: buyer.id, state: 'requested' });
    for (const who of [buyer, provider]) {
      expect(await call(who.client, 'eraseaccount', { pass: who.password })).toMatchObject({
        code: 'erase_open_bookings',
      });
      expect(await call(who.client, 'loginuserdetail')).toMatchObject({ status: true });
    }

    const { admin, manager } = await team();
    expect(await call(admin.client, 'eraseaccount', { pass: admin.user.password })).toMatchObject({
      code: 'last_admin',
    });
    // A manager may go; the company keeps its admin.
    expect(
      await call(manager.client, 'eraseaccount', { pass: manager.user.password }),
    ).toMatchObject({
      status: true,
    });
  });
});
