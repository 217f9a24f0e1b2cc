import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '../../db/schema.ts';
import { createTestApp, createUser, TestClient, type TestApp } from '../../test/app.ts';
import { insertTopic, insertTopicBooking } from '../../test/catalogue-rows.ts';
import { rollUpBookings } from './figures.repository.ts';
import { periodStarts } from './figures.service.ts';
import { staffSession } from '../../test/staff.ts';

/**
 * The operators' figures (docs/product.md, "The operator console"): every period of the window
 * present, bookings by state with the confirmed ones' value, reports opened and closed; money for
 * operators only.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { actionRateLimits: false } });
});
afterAll(() => t.close());

interface Bucket {
  start: string;
  signups: { seekers: number; providers: number; companies: number };
  bookings: Record<string, number>;
  bookedValue: number | null;
  reportsOpened: number;
  reportsClosed: number;
  medianHoursToClose: number | null;
}

/** A booking's money at 22 % VAT, consistent as the table requires. */
const priced = (net: number) => ({
  unitPriceMinor: net,
  netMinor: net,
  vatRateBasisPoints: 2200,
  vatMinor: net * 0.22,
  grossMinor: net * 1.22,
});

const staff = (role: 'operator' | 'support' | null) => staffSession(t, role);

const figures = async (client: TestClient, period: 'week' | 'month') => {
  const response = await client.action('adminFigures', { period }, { json: true });
  return {
    http: response.statusCode,
    body: response.json<{ buckets: Bucket[]; companies: Record<string, number> }>(),
  };
};

describe('the periods', () => {
  it('are the last 12 months or 26 weeks, from Mondays', () => {
    const now = new Date('2026-11-29T10:00:00Z');
    const months = periodStarts('month', now).map((date) => date.toISOString().slice(0, 10));
    expect(months).toHaveLength(12);
    expect(months[0]).toBe('2025-12-01');
    expect(months.at(-1)).toBe('2026-11-01');
    const weeks = periodStarts('week', now).map((date) => date.toISOString().slice(0, 10));
    expect(weeks).toHaveLength(26);
    expect(weeks.at(-1)).toBe('2026-11-23');
    expect(new Date(weeks[0]!).getUTCDay()).toBe(1);
  });
});

describe('the figures', () => {
  it('count this period’s bookings by state and value the confirmed ones, for operators', async () => {
    const operator = await staff('operator');
    const before = (await figures(operator.client, 'month')).body.buckets.at(-1)!;
    const provider = await createUser(t.db);
    const buyer = await createUser(t.db);
    const topic = await insertTopic(t.db, provider.id);
    const accepted = await insertTopicBooking(t.db, {
      topicId: topic.id,
      buyerId: buyer.id,
      state: 'accepted',
    });
    await t.db.update(bookings).set(priced(50_000)).where(eq(bookings.id, accepted.id));
    const declined = await insertTopicBooking(t.db, {
      topicId: topic.id,
      buyerId: buyer.id,
      state: 'declined',
    });
    await t.db.update(bookings).set(priced(80_000)).where(eq(bookings.id, declined.id));

    const { http, body } = await figures(operator.client, 'month');
    expect(http).toBe(200);
    expect(body.buckets).toHaveLength(12);
    const now = body.buckets.at(-1)!;
    expect(now.signups.seekers - before.signups.seekers).toBe(2);
    expect((now.bookings.accepted ?? 0) - (before.bookings.accepted ?? 0)).toBe(1);
    expect((now.bookings.declined ?? 0) - (before.bookings.declined ?? 0)).toBe(1);
    // Only the accepted booking is sold.
    expect(now.bookedValue! - before.bookedValue!).toBe(61_000);
    expect((await figures(operator.client, 'week')).body.buckets).toHaveLength(26);
  });

  it('count reports opened and closed, and how long closing took', async () => {
    const operator = await staff('operator');
    const reporter = await createUser(t.db);
    const owner = await createUser(t.db);
    const topic = await insertTopic(t.db, owner.id);
    const client = new TestClient(t.app);
    await client.login(reporter.username, reporter.password);
    await client.action('reportcontent', { kind: 'topic', id: String(topic.id), reason: 'spam' });
    const queue = (await operator.client.action('adminReports', {}, { json: true })).json<{
      list: Array<{ id: number; targetId: number | null }>;
    }>();
    const report = queue.list.find((row) => row.targetId === topic.id)!;
    const before = (await figures(operator.client, 'week')).body.buckets.at(-1)!;
    await operator.client.action(
      'adminReportTransition',
      { id: String(report.id), transition: 'dismiss' },
      { json: true },
    );
    const after = (await figures(operator.client, 'week')).body.buckets.at(-1)!;
    expect(after.reportsOpened).toBeGreaterThanOrEqual(1);
    expect(after.reportsClosed - before.reportsClosed).toBe(1);
    expect(after.medianHoursToClose).not.toBeNull();
  });

  it('leave money out for support, and are the staff’s alone', async () => {
    const support = await staff('support');
    const seen = await figures(support.client, 'month');
    expect(seen.http).toBe(200);
    expect(seen.body.buckets.every((bucket) => bucket.bookedValue === null)).toBe(true);
    const person = await staff(null);
    expect((await figures(person.client, 'month')).http).toBe(403);
  });

  it('read past days from the rollup and today live, with the same figures', async () => {
    const operator = await staff('operator');
    const provider = await createUser(t.db);
    const buyer = await createUser(t.db);
    const topic = await insertTopic(t.db, provider.id);
    const old = await insertTopicBooking(t.db, {
      topicId: topic.id,
      buyerId: buyer.id,
      state: 'completed',
    });
    const monthAgo = new Date(Date.now() - 40 * 24 * 60 * 60 * 1000);
    await t.db
      .update(bookings)
      .set({ ...priced(30_000), createdAt: monthAgo })
      .where(eq(bookings.id, old.id));
    const live = (await figures(operator.client, 'month')).body.buckets;
    await rollUpBookings(t.db);
    const rolled = (await figures(operator.client, 'month')).body.buckets;
    expect(rolled).toEqual(live);
    // Made today, after the rollup: counted live.
    await insertTopicBooking(t.db, { topicId: topic.id, buyerId: buyer.id, state: 'requested' });
    const now = (await figures(operator.client, 'month')).body.buckets.at(-1)!;
    expect(now.bookings.requested).toBe((rolled.at(-1)!.bookings.requested ?? 0) + 1);
  });
});
