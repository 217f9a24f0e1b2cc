import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, companies, events, subscriptions } from '../db/schema.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { insertEvent, insertTopic } from '../test/catalogue-rows.ts';
import { inDays, person, type Person } from '../test/people.ts';

const HOUR = 60 * 60 * 1000;

const elapse = (t: TestApp, body: unknown) =>
  t.app.inject({ method: 'POST', url: '/__test/elapse', payload: body as object });

describe('without TEST_CONTROL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('has no test-control route', async () => {
    const reply = await elapse(t, { bookingId: 1, hours: 1 });
    expect(reply.statusCode).toBe(404);
  });
});

describe('POST /__test/elapse', () => {
  let t: TestApp;
  let provider: Person;
  let buyer: Person;

  beforeAll(async () => {
    t = await createTestApp({ config: { testControl: true, actionRateLimits: false } });
    provider = await person(t, 'provider');
    buyer = await person(t);
  });
  afterAll(() => t.close());

  const bookingTimes = async (id: number) => {
    const [row] = await t.db
      .select({
        state: bookings.state,
        startsAt: bookings.startsAt,
        endsAt: bookings.endsAt,
        createdAt: bookings.createdAt,
        proposedDates: bookings.proposedDates,
      })
      .from(bookings)
      .where(eq(bookings.id, id));
    return row!;
  };

  it('completes an accepted booking through its completion job once its end has passed', async () => {
    const topic = await insertTopic(t.db, provider.id, { durationHours: 4 });
    const dates = [inDays(10), inDays(12)];
    const requested = await buyer.call('requestbooking', {
      topicId: topic.id,
      dates: JSON.stringify(dates),
      participants: 2,
      delivery: 'online',
    });
    const id = (requested as unknown as { booking: { id: number } }).booking.id;
    expect(
      await provider.call('bookingtransition', { id, transition: 'accept', dateIndex: 0 }),
    ).toMatchObject({ booking: { state: 'accepted' } });
    await t.jobs.runDue();
    const before = await bookingTimes(id);

    // Enough hours for its end to pass, whatever the time of day the test runs at (a fixed count
    // left the end a few minutes ahead when run before 07:00 UTC).
    const hours = Math.ceil((before.endsAt!.getTime() - Date.now()) / HOUR) + 1;
    const reply = await elapse(t, { bookingId: id, hours });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({ ok: true });

    const after = await bookingTimes(id);
    expect(after.startsAt!.getTime()).toBe(before.startsAt!.getTime() - hours * HOUR);
    expect(after.endsAt!.getTime()).toBe(before.endsAt!.getTime() - hours * HOUR);
    expect(after.createdAt.getTime()).toBe(before.createdAt.getTime() - hours * HOUR);
    expect(after.proposedDates).toEqual(
      dates.map((date) => new Date(Date.parse(date) - hours * HOUR).toISOString()),
    );
    // The completion job is due now, and the sweeps were queued beside it.
    const due = (await t.db.execute(
      sql`select name from pgboss.job where state = 'created' and start_after <= now() and (data->>'bookingId' = ${String(id)} or name in ('bookings.sweep', 'quotes.sweep'))`,
    )) as { rows: Array<{ name: string }> };
    expect(due.rows.map((row) => row.name)).toEqual(
      expect.arrayContaining(['bookings.complete', 'bookings.sweep', 'quotes.sweep']),
    );
    await t.jobs.runDue();
    expect((await bookingTimes(id)).state).toBe('completed');
    expect(await buyer.call('bookingdetail', { id })).toMatchObject({
      booking: {
        state: 'completed',
        history: expect.arrayContaining([
          expect.objectContaining({ transition: 'complete', by: null }),
        ]) as unknown,
      },
    });
  });

  it('moves an event and all its bookings back', async () => {
    const event = await insertEvent(t.db, provider.id, { capacity: 5, startsInHours: 30 });
    const booked = await buyer.call('bookevent', { eventId: event.id });
    const bookingId = (booked as unknown as { booking: { id: number } }).booking.id;
    const [before] = await t.db.select().from(events).where(eq(events.id, event.id));
    const bookingBefore = await bookingTimes(bookingId);

    const reply = await elapse(t, { eventId: event.id, hours: 34 });
    expect(reply.statusCode).toBe(200);

    const [after] = await t.db.select().from(events).where(eq(events.id, event.id));
    expect(after!.startsAt.getTime()).toBe(before!.startsAt.getTime() - 34 * HOUR);
    expect(after!.endsAt.getTime()).toBe(before!.endsAt.getTime() - 34 * HOUR);
    const bookingAfter = await bookingTimes(bookingId);
    expect(bookingAfter.startsAt!.getTime()).toBe(bookingBefore.startsAt!.getTime() - 34 * HOUR);
    // Begun: the provider may record attendance now.
    const [row] = await t.db
      .select({ id: bookings.id })
      .from(bookings)
      .where(and(eq(bookings.id, bookingId), sql`${bookings.startsAt} < now()`));
    expect(row).toBeDefined();
  });

  it("moves a company's subscription end back", async () => {
    const [company] = await t.db
      .insert(companies)
      .values({ slug: `elapse-${Date.now()}`, name: 'Elapse', kind: 'company' })
      .returning({ id: companies.id });
    const end = new Date(Date.now() + 48 * HOUR);
    await t.db
      .insert(subscriptions)
      .values({ companyId: company!.id, plan: 'trial', endDate: end });
    expect((await elapse(t, { companyId: company!.id, hours: 49 })).statusCode).toBe(200);
    const [row] = await t.db
      .select({ endDate: subscriptions.endDate })
      .from(subscriptions)
      .where(eq(subscriptions.companyId, company!.id));
    expect(row!.endDate.getTime()).toBe(end.getTime() - 49 * HOUR);
  });

  it('refuses bad input with a clear error and changes nothing', async () => {
    for (const body of [
      { hours: 5 },
      { bookingId: 1, eventId: 1, hours: 5 },
      { bookingId: 1, hours: 0 },
      { bookingId: 1, hours: 10_001 },
      { bookingId: 1, hours: '5' },
      { bookingId: 1, hours: 5, extra: true },
    ]) {
      const reply = await elapse(t, body);
      expect(reply.statusCode, JSON.stringify(body)).toBe(400);
      expect(reply.json()).toMatchObject({ status: false, code: 'invalid_input' });
    }
    const missing = await elapse(t, { bookingId: 2_000_000_000, hours: 5 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'not_found' });
  });
});
