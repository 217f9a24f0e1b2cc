import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditEvents,
  bookings,
  notifications,
  quotes,
  sessions,
  topics,
  users,
} from '../../db/schema.ts';
import {
  insertQuote,
  insertRequirement,
  insertTopic,
  insertTopicBooking,
} from '../../test/catalogue-rows.ts';
import { createTestApp, createUser, TestClient, type TestApp } from '../../test/app.ts';
import { listeningUrl, openStream } from '../../test/sse.ts';
import { staffSession } from '../../test/staff.ts';

/**
 * Suspensions (docs/product.md, "The operator console"): a suspended person's sessions and live
 * streams end at once, sign-in answers account_suspended, nothing is deleted, and a restore lets
 * them in again. Nobody suspends themself and support never suspends an operator. Both changes
 * are in the operators' audit.
 */

type Reply = Record<string, unknown> & { status: boolean; code?: string };

let t: TestApp;
let baseUrl: string;
beforeAll(async () => {
  t = await createTestApp({ config: { actionRateLimits: false } });
  baseUrl = await listeningUrl(t.app);
});
afterAll(() => t.close());

async function call(client: TestClient, action: string, fields: Record<string, string> = {}) {
  const response = await client.action(action, fields, { json: true });
  return { http: response.statusCode, body: response.json<Reply>() };
}

const signedIn = (role: 'operator' | 'support' | null = null) => staffSession(t, role);

describe('suspending an account', () => {
  it('ends its sessions and streams at once, refuses its sign-in, and a restore lets it in', async () => {
    const support = await signedIn('support');
    const abuser = await signedIn();
    const stream = await openStream(baseUrl, abuser.client);
    expect(stream.status).toBe(200);

    const suspended = await call(support.client, 'adminSuspendUser', {
      userId: String(abuser.id),
      reason: 'Spam sent to many trainers',
    });
    expect(suspended.body).toMatchObject({ status: true });
    await stream.ended;
    // Signed out everywhere: no session is left, and the old cookie is a visitor's.
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, abuser.id))).toEqual([]);
    const stale = await call(abuser.client, 'loginuserdetail');
    expect(stale.body).toMatchObject({ status: false });
    expect(stale.body.code === 'auth_required' || stale.body.code === 'csrf').toBe(true);
    const again = await new TestClient(t.app).login(abuser.username, abuser.password);
    expect(again.json()).toMatchObject({ status: false, code: 'account_suspended' });
    // Nothing is deleted.
    const [row] = await t.db
      .select({ username: users.username, reason: users.suspendedReason })
      .from(users)
      .where(eq(users.id, abuser.id));
    expect(row).toEqual({ username: abuser.username, reason: 'Spam sent to many trainers' });

    expect(
      (await call(support.client, 'adminRestoreUser', { userId: String(abuser.id) })).body,
    ).toMatchObject({ status: true });
    expect(
      (await new TestClient(t.app).login(abuser.username, abuser.password)).json(),
    ).toMatchObject({ status: true });

    const audit = await t.db
      .select({ kind: auditEvents.kind, actorId: auditEvents.actorId, detail: auditEvents.detail })
      .from(auditEvents)
      .where(and(eq(auditEvents.userId, abuser.id), eq(auditEvents.actorId, support.id)))
      .orderBy(auditEvents.id);
    expect(audit).toEqual([
      {
        kind: 'account_suspended',
        actorId: support.id,
        detail: { reason: 'Spam sent to many trainers' },
      },
      { kind: 'account_restored', actorId: support.id, detail: {} },
    ]);
  });

  it('never suspends oneself, nor an operator by support', async () => {
    const operator = await signedIn('operator');
    const support = await signedIn('support');
    expect(
      await call(operator.client, 'adminSuspendUser', {
        userId: String(operator.id),
        reason: 'Testing myself',
      }),
    ).toMatchObject({ http: 403 });
    expect(
      await call(support.client, 'adminSuspendUser', {
        userId: String(operator.id),
        reason: 'Not allowed',
      }),
    ).toMatchObject({ http: 403 });
    // An operator may suspend another (and so always remains).
    const second = await signedIn('operator');
    expect(
      (
        await call(second.client, 'adminSuspendUser', {
          userId: String(operator.id),
          reason: 'Left',
        })
      ).body,
    ).toMatchObject({ status: true });
    expect(
      await call(support.client, 'adminSuspendUser', { userId: '999999', reason: 'Nobody' }),
    ).toMatchObject({ http: 404 });
    expect(
      (await call(support.client, 'adminSuspendUser', { userId: String(second.id), reason: 'x' }))
        .http,
    ).toBe(400);
  });

  it('hides the person’s listings with the account and shows them again with the restore', async () => {
    const support = await signedIn('support');
    const owner = await createUser(t.db);
    const shown = await insertTopic(t.db, owner.id, { title: 'Shown before' });
    const draft = await insertTopic(t.db, owner.id, { title: 'A draft', status: 'draft' });
    const statusOf = async (id: number) =>
      (await t.db.select({ status: topics.status }).from(topics).where(eq(topics.id, id)))[0]
        ?.status;
    await call(support.client, 'adminSuspendUser', {
      userId: String(owner.id),
      reason: 'Fake certificates',
    });
    expect(await statusOf(shown.id)).toBe('hidden');
    expect(await statusOf(draft.id)).toBe('draft');
    await call(support.client, 'adminRestoreUser', { userId: String(owner.id) });
    expect(await statusOf(shown.id)).toBe('published');
    expect(await statusOf(draft.id)).toBe('draft');
  });

  it('cancels the person’s open bookings and withdraws their quotes, each other side told', async () => {
    const support = await signedIn('support');
    const provider = await createUser(t.db);
    const buyer = await createUser(t.db);
    const owner = await createUser(t.db);
    const topic = await insertTopic(t.db, provider.id, { title: 'Suspended trainer’s course' });
    const requested = await insertTopicBooking(t.db, {
      topicId: topic.id,
      buyerId: buyer.id,
      state: 'requested',
    });
    const done = await insertTopicBooking(t.db, {
      topicId: topic.id,
      buyerId: buyer.id,
      state: 'completed',
    });
    const requirement = await insertRequirement(t.db, owner.id);
    const quote = await insertQuote(t.db, {
      requirementId: requirement.id,
      providerId: provider.id,
    });

    await call(support.client, 'adminSuspendUser', {
      userId: String(provider.id),
      reason: 'Fake certificates',
    });
    const stateOf = async (id: number) =>
      (await t.db.select({ state: bookings.state }).from(bookings).where(eq(bookings.id, id)))[0]
        ?.state;
    expect(await stateOf(requested.id)).toBe('cancelled');
    expect(await stateOf(done.id)).toBe('completed');
    const [withdrawn] = await t.db
      .select({ state: quotes.state })
      .from(quotes)
      .where(eq(quotes.id, quote.id));
    expect(withdrawn?.state).toBe('withdrawn');

    await t.jobs.runDue();
    const toldBuyer = await t.db
      .select({ kind: notifications.kind, params: notifications.params })
      .from(notifications)
      .where(eq(notifications.userId, buyer.id));
    expect(toldBuyer).toEqual([expect.objectContaining({ kind: 'booking_cancelled' })]);
    // The operators' reason stays theirs.
    expect(JSON.stringify(toldBuyer)).not.toContain('Fake certificates');
    const toldOwner = await t.db
      .select({ kind: notifications.kind })
      .from(notifications)
      .where(eq(notifications.userId, owner.id));
    expect(toldOwner.map((row) => row.kind)).toEqual(['quote_withdrawn']);
    const [audit] = await t.db
      .select({ detail: auditEvents.detail })
      .from(auditEvents)
      .where(and(eq(auditEvents.userId, provider.id), eq(auditEvents.kind, 'account_suspended')));
    expect(audit?.detail).toMatchObject({ bookingsCancelled: '1', quotesWithdrawn: '1' });
  });
});
