import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingParticipants, bookings, notifications, stateTransitions } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { insertTopic } from '../../test/catalogue-rows.ts';
import {
  inDays,
  kindsFor,
  makeJobsDue,
  moveBooking,
  person,
  request,
  requestFields,
  setVat,
  staffOfNewCompany,
  stateOf,
  transition,
  type Person,
} from './booking-fixtures.ts';

let t: TestApp;
let provider: Person;
let buyer: Person;
let stranger: Person;
let topicId: number;

beforeAll(async () => {
  t = await createTestApp({ config: { actionRateLimits: false } });
  provider = await person(t, 'provider');
  buyer = await person(t);
  stranger = await person(t);
  topicId = (await insertTopic(t.db, provider.id, { priceMinor: 33_333, durationHours: 4 })).id;
});
afterAll(() => t.close());

const countRows = async () => {
  const [row] = await t.db.select({ total: count() }).from(bookings);
  return row?.total ?? 0;
};

describe('requestbooking', () => {
  it('snapshots the price: unit × participants, VAT from the provider, rounded half up', async () => {
    await setVat(t, provider.id, 2200);
    const named = JSON.stringify([
      { name: 'Anna Neri', email: 'anna@example.com' },
      { name: 'Bruno Blu' },
      { name: 'Carla Rosa', email: '' },
      { name: 'Dario Verdi' },
    ]);
    const booking = await request(buyer, topicId, { participants: 2, named });
    expect(booking.state).toBe('requested');
    const detail = await buyer.call('bookingdetail', { id: booking.id });
    // Four named people beat the number 2; 33 333 × 4 = 133 332; VAT 22 % = 29 333.04 → 29 333.
    expect(detail).toMatchObject({
      status: true,
      booking: {
        participants: 4,
        role: 'buyer',
        price: {
          unitPriceMinor: 33_333,
          quantity: 4,
          netMinor: 133_332,
          vatRateBasisPoints: 2200,
          vatMinor: 29_333,
          grossMinor: 162_665,
          currency: 'EUR',
        },
        actions: ['cancel'],
        history: [{ transition: 'create', from: '', to: 'requested' }],
      },
    });
    const list = (
      detail.booking as unknown as { participantsList: { name: string; email: string | null }[] }
    ).participantsList;
    expect(list.map((entry) => entry.email)).toEqual(['anna@example.com', null, null, null]);
  });

  it('takes a later VAT rate for later requests only', async () => {
    const before = await request(buyer, topicId, { participants: 1 });
    expect(await provider.call('setvatrate', { vatRate: 1000 })).toMatchObject({ vatRate: 1000 });
    const after = await request(buyer, topicId, { participants: 1 });
    const vat = async (id: number) =>
      (
        (await buyer.call('bookingdetail', { id })).booking as unknown as {
          price: { vatMinor: number };
        }
      ).price.vatMinor;
    expect(await vat(before.id)).toBe(7333);
    expect(await vat(after.id)).toBe(3333);
    await setVat(t, provider.id, 2200);
  });

  it('refuses one’s own topic, a draft, and bad input, and writes nothing', async () => {
    const before = await countRows();
    expect(await provider.call('requestbooking', requestFields(topicId))).toMatchObject({
      code: 'own_listing',
    });
    const draft = await insertTopic(t.db, provider.id, { status: 'draft' });
    expect(await buyer.call('requestbooking', requestFields(draft.id))).toMatchObject({
      code: 'listing_unavailable',
    });
    const past = await buyer.call(
      'requestbooking',
      requestFields(topicId, { dates: JSON.stringify([inDays(-1)]) }),
    );
    expect(past).toMatchObject({ code: 'invalid_input', fields: { dates: ['validation.date'] } });
    const tooSoon = await buyer.call(
      'requestbooking',
      requestFields(topicId, {
        dates: JSON.stringify([new Date(Date.now() + 3_600_000).toISOString()]),
      }),
    );
    expect(tooSoon).toMatchObject({ code: 'invalid_input' });
    expect(
      await buyer.call('requestbooking', requestFields(topicId, { dates: '[]' })),
    ).toMatchObject({ code: 'invalid_input', fields: { dates: ['validation.required'] } });
    expect(
      await buyer.call('requestbooking', requestFields(topicId, { participants: 0 })),
    ).toMatchObject({ code: 'invalid_input' });
    expect(
      await buyer.call('requestbooking', requestFields(topicId, { forCompany: true })),
    ).toMatchObject({ code: 'not_company_member' });
    expect(await countRows()).toBe(before);
  });

  it('expires 6 days after the request, or a day before a sooner first date', async () => {
    const late = await request(buyer, topicId, { dates: JSON.stringify([inDays(30)]) });
    const soon = await request(buyer, topicId, { dates: JSON.stringify([inDays(20), inDays(3)]) });
    const expiry = async (id: number) =>
      new Date(
        ((await buyer.call('bookingdetail', { id })).booking as unknown as { expiresAt: string })
          .expiresAt,
      ).getTime();
    const day = 24 * 3600 * 1000;
    expect(Math.abs((await expiry(late.id)) - (Date.now() + 6 * day))).toBeLessThan(60_000);
    expect(await expiry(soon.id)).toBe(new Date(inDays(3)).getTime() - day);
  });
});

describe('bookingtransition on a request', () => {
  it('books a course of many hours over its days, never through the night', async () => {
    const long = (await insertTopic(t.db, provider.id, { durationHours: 20 })).id;
    // A Tuesday three weeks or more ahead, 09:00 in Rome (08:00 UTC in winter, 07:00 in summer).
    const day = new Date(inDays(21));
    while (day.getUTCDay() !== 2) day.setUTCDate(day.getUTCDate() + 1);
    day.setUTCHours(8, 0, 0, 0);
    const booking = await request(buyer, long, { dates: JSON.stringify([day.toISOString()]) });
    await transition(provider, booking.id, 'accept', { dateIndex: 0 });
    const detail = (await provider.call('bookingdetail', { id: booking.id }))
      .booking as unknown as {
      startsAt: string;
      endsAt: string;
    };
    // 8 + 8 + 4 hours: Tuesday and Wednesday 09:00–18:00, Thursday 09:00–13:00.
    const thursday = new Date(day.getTime() + 2 * 24 * 3600_000 + 4 * 3600_000);
    expect(detail.startsAt).toBe(day.toISOString());
    expect(detail.endsAt).toBe(thursday.toISOString());
  });

  it('books the days the provider sets instead, and refuses days that cannot be', async () => {
    const long = (await insertTopic(t.db, provider.id, { durationHours: 12 })).id;
    const day = new Date(inDays(30));
    day.setUTCHours(8, 0, 0, 0);
    const booking = await request(buyer, long, { dates: JSON.stringify([day.toISOString()]) });
    const at = (days: number, hours: number) =>
      new Date(day.getTime() + days * 24 * 3600_000 + hours * 3600_000).toISOString();
    // Overlapping days, a day of 14 hours, days in the past: refused, and nothing changes.
    for (const [sessions, problem] of [
      [
        [
          { startsAt: at(0, 0), endsAt: at(0, 6) },
          { startsAt: at(0, 5), endsAt: at(0, 8) },
        ],
        'validation.sessions.overlap',
      ],
      [[{ startsAt: at(0, 0), endsAt: at(0, 14) }], 'validation.sessions.tooLong'],
      [[{ startsAt: at(-40, 0), endsAt: at(-40, 6) }], 'validation.sessions.past'],
      [[{ startsAt: at(0, 6), endsAt: at(0, 0) }], 'validation.dateOrder'],
    ] as const) {
      expect(
        await transition(provider, booking.id, 'accept', {
          dateIndex: 0,
          sessions: JSON.stringify(sessions),
        }),
      ).toMatchObject({ code: 'invalid_input', fields: { sessions: [problem] } });
    }
    expect(await stateOf(t, booking.id)).toBe('requested');
    // Two mornings a week apart, as the provider can.
    const sessions = [
      { startsAt: at(0, 0), endsAt: at(0, 4) },
      { startsAt: at(7, 0), endsAt: at(7, 4) },
    ];
    expect(
      await transition(provider, booking.id, 'accept', {
        dateIndex: 0,
        sessions: JSON.stringify(sessions),
      }),
    ).toMatchObject({ status: true, booking: { state: 'accepted' } });
    const detail = (await buyer.call('bookingdetail', { id: booking.id })).booking as unknown as {
      startsAt: string;
      endsAt: string;
      sessions: unknown;
      durationHours: number;
    };
    expect(detail).toMatchObject({
      startsAt: at(0, 0),
      endsAt: at(7, 4),
      sessions,
      durationHours: 12,
    });
  });

  it('holds only its sessions: the days between stay free, until it is called off', async () => {
    const trainer = await person(t, 'provider');
    const course = (await insertTopic(t.db, trainer.id, { durationHours: 8 })).id;
    const day = new Date(inDays(90));
    day.setUTCHours(8, 0, 0, 0);
    const at = (days: number, hours: number) =>
      new Date(day.getTime() + days * 24 * 3600_000 + hours * 3600_000).toISOString();
    const first = await request(buyer, course, { dates: JSON.stringify([at(0, 0)]) });
    // Two mornings three days apart.
    const sessions = [
      { startsAt: at(0, 0), endsAt: at(0, 4) },
      { startsAt: at(3, 0), endsAt: at(3, 4) },
    ];
    expect(
      await transition(trainer, first.id, 'accept', {
        dateIndex: 0,
        sessions: JSON.stringify(sessions),
      }),
    ).toMatchObject({ booking: { state: 'accepted' } });
    // A day in between (and an afternoon of a course day) is free; a course morning is not.
    const between = await request(stranger, course, { dates: JSON.stringify([at(1, 0)]) });
    expect(await transition(trainer, between.id, 'accept', { dateIndex: 0 })).toMatchObject({
      booking: { state: 'accepted' },
    });
    const clash = await request(stranger, course, { dates: JSON.stringify([at(3, 2)]) });
    expect(await transition(trainer, clash.id, 'accept', { dateIndex: 0 })).toMatchObject({
      code: 'provider_busy',
    });
    expect(await stateOf(t, clash.id)).toBe('requested');
    // Called off, the course's mornings are free again.
    await transition(buyer, first.id, 'cancel', { reason: 'Moved to spring' });
    expect(await transition(trainer, clash.id, 'accept', { dateIndex: 0 })).toMatchObject({
      booking: { state: 'accepted' },
    });
  });

  it('lets the provider accept a proposed date, and tells the buyer', async () => {
    const booking = await request(buyer, topicId);
    expect(await transition(buyer, booking.id, 'accept', { dateIndex: 0 })).toMatchObject({
      code: 'forbidden',
    });
    expect(await transition(stranger, booking.id, 'accept', { dateIndex: 0 })).toMatchObject({
      code: 'forbidden',
    });
    expect(await transition(provider, booking.id, 'accept')).toMatchObject({
      code: 'invalid_input',
      fields: { dateIndex: ['validation.required'] },
    });
    expect(await transition(provider, booking.id, 'accept', { dateIndex: 2 })).toMatchObject({
      code: 'invalid_input',
    });
    expect(await transition(provider, booking.id, 'accept', { dateIndex: 1 })).toMatchObject({
      status: true,
      booking: { id: booking.id, state: 'accepted' },
    });
    const detail = (await provider.call('bookingdetail', { id: booking.id }))
      .booking as unknown as {
      startsAt: string;
      endsAt: string;
      proposedDates: string[];
      actions: string[];
      history: { transition: string; by: string | null }[];
    };
    expect(detail.startsAt).toBe(detail.proposedDates[1]);
    // The topic lasts 4 hours.
    expect(new Date(detail.endsAt).getTime() - new Date(detail.startsAt).getTime()).toBe(
      4 * 3600_000,
    );
    expect(detail.actions).toEqual(['cancel']);
    expect(detail.history.map((entry) => entry.transition)).toEqual(['create', 'accept']);
    // The provider's name, as their trainer profile has it.
    expect(detail.history[1]?.by).toBe(`Trainer ${provider.username}`);
    // Illegal from accepted; a second firing finds the state moved on.
    expect(await transition(provider, booking.id, 'accept', { dateIndex: 0 })).toMatchObject({
      code: 'invalid_transition',
    });
    expect(await transition(provider, booking.id, 'decline', { reason: 'x' })).toMatchObject({
      code: 'invalid_transition',
    });
    expect(await transition(buyer, booking.id, 'take')).toMatchObject({
      code: 'invalid_transition',
    });
    await t.jobs.runDue();
    expect(await kindsFor(t, buyer.id)).toContain('booking_accepted');
    expect(await kindsFor(t, provider.id)).toContain('booking_requested');
  });

  it('asks a reason to decline or cancel, and tells the other side', async () => {
    const booking = await request(buyer, topicId);
    expect(await transition(provider, booking.id, 'decline')).toMatchObject({
      code: 'invalid_input',
      fields: { reason: ['validation.required'] },
    });
    expect(await transition(buyer, booking.id, 'decline', { reason: 'no' })).toMatchObject({
      code: 'forbidden',
    });
    expect(
      await transition(provider, booking.id, 'decline', { reason: 'Fully booked' }),
    ).toMatchObject({ booking: { state: 'declined' } });
    expect(await transition(buyer, booking.id, 'cancel', { reason: 'x' })).toMatchObject({
      code: 'invalid_transition',
    });

    const other = await request(buyer, topicId);
    expect(await transition(buyer, other.id, 'cancel')).toMatchObject({ code: 'invalid_input' });
    expect(await transition(buyer, other.id, 'cancel', { reason: 'Budget cut' })).toMatchObject({
      booking: { state: 'cancelled' },
    });
    expect(await transition(stranger, other.id, 'cancel', { reason: 'x' })).toMatchObject({
      code: 'forbidden',
    });
    expect(await stranger.call('bookingdetail', { id: other.id })).toMatchObject({
      code: 'forbidden',
    });
    expect(await buyer.call('bookingdetail', { id: 999_999 })).toMatchObject({ code: 'not_found' });
    await t.jobs.runDue();
    expect(await kindsFor(t, buyer.id)).toContain('booking_declined');
    expect(await kindsFor(t, provider.id)).toContain('booking_cancelled');
    const history = await t.db
      .select({ reason: stateTransitions.reason })
      .from(stateTransitions)
      .where(eq(stateTransitions.recordId, other.id));
    expect(history.map((row) => row.reason)).toContain('Budget cut');
  });

  it('lets the company’s admin approve a request that awaits approval, and no one else', async () => {
    const colleague = await person(t);
    const companyId = await staffOfNewCompany(t, [buyer.id, colleague.id]);
    const booking = await request(buyer, topicId, { forCompany: true });
    await t.db
      .update(bookings)
      .set({ state: 'awaiting_approval' })
      .where(eq(bookings.id, booking.id));
    expect(await transition(provider, booking.id, 'approve')).toMatchObject({ code: 'forbidden' });
    expect(await transition(provider, booking.id, 'accept', { dateIndex: 0 })).toMatchObject({
      code: 'invalid_transition',
    });
    const seen = await colleague.call('mybookings', { side: 'company', awaiting: true });
    expect(seen).toMatchObject({
      total: 1,
      awaitingMe: 1,
      list: [{ id: booking.id, role: 'approver' }],
    });
    // A manager (staff, not admin) sees it and may not approve it; the admin (the buyer) may.
    expect(await transition(colleague, booking.id, 'approve')).toMatchObject({
      code: 'forbidden',
    });
    expect(await transition(buyer, booking.id, 'approve')).toMatchObject({
      booking: { state: 'requested' },
    });
    expect(await stranger.call('mybookings', { side: 'company' })).toMatchObject({
      code: 'not_company_member',
    });
    const [row] = await t.db
      .select({ companyId: bookings.companyId })
      .from(bookings)
      .where(eq(bookings.id, booking.id));
    expect(row?.companyId).toBe(companyId);
  });

  it('lets company staff cancel a company booking (both sides told), not answer it', async () => {
    const booker = await person(t);
    const manager = await person(t);
    await staffOfNewCompany(t, [manager.id, booker.id]);
    const booking = await request(booker, topicId, { forCompany: true });
    expect(await transition(manager, booking.id, 'accept', { dateIndex: 0 })).toMatchObject({
      code: 'forbidden',
    });
    expect(await transition(manager, booking.id, 'decline', { reason: 'x' })).toMatchObject({
      code: 'forbidden',
    });
    expect(await transition(manager, booking.id, 'approve')).toMatchObject({
      code: 'invalid_transition',
    });
    const detail = await manager.call('bookingdetail', { id: booking.id });
    expect(detail).toMatchObject({ booking: { role: 'approver', actions: ['cancel'] } });
    expect(
      await transition(manager, booking.id, 'cancel', { reason: 'Training moved to Q3' }),
    ).toMatchObject({ booking: { state: 'cancelled' } });
    await t.jobs.runDue();
    expect(await kindsFor(t, booker.id)).toContain('booking_cancelled');
    expect(await kindsFor(t, provider.id)).toContain('booking_cancelled');
  });

  it('lets only one of two concurrent firings through', async () => {
    const booking = await request(buyer, topicId);
    const replies = await Promise.all([
      transition(provider, booking.id, 'decline', { reason: 'Busy' }),
      transition(buyer, booking.id, 'cancel', { reason: 'Changed plans' }),
    ]);
    expect(replies.filter((reply) => reply.status === true)).toHaveLength(1);
    expect(replies.filter((reply) => reply.code === 'invalid_transition')).toHaveLength(1);
    const history = await t.db
      .select({ total: count() })
      .from(stateTransitions)
      .where(eq(stateTransitions.recordId, booking.id));
    expect(history[0]?.total).toBe(2);
  });

  it('never double-books a provider: overlapping accepts give one accepted, one provider_busy', async () => {
    const otherBuyer = await person(t);
    const same = JSON.stringify([inDays(40, 9)]);
    const overlapping = JSON.stringify([inDays(40, 11)]);
    const first = await request(buyer, topicId, { dates: same });
    const second = await request(otherBuyer, topicId, { dates: overlapping });
    const replies = await Promise.all([
      transition(provider, first.id, 'accept', { dateIndex: 0 }),
      transition(provider, second.id, 'accept', { dateIndex: 0 }),
    ]);
    expect(replies.filter((reply) => reply.status === true)).toHaveLength(1);
    expect(replies.filter((reply) => reply.code === 'provider_busy')).toHaveLength(1);
    const states = [await stateOf(t, first.id), await stateOf(t, second.id)].sort();
    expect(states).toEqual(['accepted', 'requested']);
    // A date after either does not overlap (both last 4 hours: 9–13 or 11–15).
    const later = await request(otherBuyer, topicId, { dates: JSON.stringify([inDays(40, 16)]) });
    expect(await transition(provider, later.id, 'accept', { dateIndex: 0 })).toMatchObject({
      status: true,
    });
  });
});

describe('timers', () => {
  it('expires an unanswered request after its time, once, and reminds the provider before', async () => {
    const booking = await request(buyer, topicId);
    await makeJobsDue(t);
    await t.jobs.runDue();
    // Not yet expired: the job re-checks the time; the reminder went to the provider.
    expect(await stateOf(t, booking.id)).toBe('requested');
    expect(await kindsFor(t, provider.id)).toContain('request_expiring');
    await moveBooking(t, booking.id, { expiresAt: new Date(Date.now() - 1000) });
    await t.jobs.send('bookings.expire', { bookingId: booking.id });
    await t.jobs.send('bookings.expire', { bookingId: booking.id });
    await t.jobs.runDue();
    expect(await stateOf(t, booking.id)).toBe('expired');
    const history = await t.db
      .select({ transition: stateTransitions.transition, actorId: stateTransitions.actorId })
      .from(stateTransitions)
      .where(eq(stateTransitions.recordId, booking.id));
    expect(history).toEqual([
      { transition: 'create', actorId: buyer.id },
      { transition: 'expire', actorId: null },
    ]);
    expect((await kindsFor(t, buyer.id)).filter((kind) => kind === 'booking_expired')).toHaveLength(
      1,
    );
  });

  it('completes an accepted booking after its end, and the sweep catches a lost job', async () => {
    const booking = await request(buyer, topicId, { dates: JSON.stringify([inDays(50)]) });
    await transition(provider, booking.id, 'accept', { dateIndex: 0 });
    await t.db.execute(sql`delete from pgboss.job`);
    await moveBooking(t, booking.id, {
      startsAt: new Date(Date.now() - 5 * 3600_000),
      endsAt: new Date(Date.now() - 3600_000),
    });
    await t.jobs.send('bookings.sweep', {});
    await t.jobs.runDue();
    expect(await stateOf(t, booking.id)).toBe('completed');
    expect(await kindsFor(t, buyer.id)).toContain('booking_completed');
  });

  it('sends a lost reminder from the sweep, once', async () => {
    const booking = await request(buyer, topicId, { dates: JSON.stringify([inDays(70)]) });
    await transition(provider, booking.id, 'accept', { dateIndex: 0 });
    await t.db.execute(sql`delete from pgboss.job`);
    await moveBooking(t, booking.id, {
      startsAt: new Date(Date.now() + 20 * 3600_000),
      endsAt: new Date(Date.now() + 24 * 3600_000),
    });
    await t.jobs.send('bookings.sweep', {});
    await t.jobs.send('bookings.sweep', {});
    await t.jobs.runDue();
    const reminders = (await kindsFor(t, buyer.id)).filter((kind) => kind === 'training_tomorrow');
    expect(reminders.length).toBeGreaterThanOrEqual(1);
    const [row] = await t.db
      .select({ total: count() })
      .from(notifications)
      .where(eq(notifications.dedupeKey, `booking:${booking.id}:training_tomorrow:${buyer.id}`));
    expect(row?.total).toBe(1);
  });

  it('reminds both sides the day before the training', async () => {
    const booking = await request(buyer, topicId, { dates: JSON.stringify([inDays(60)]) });
    await transition(provider, booking.id, 'accept', { dateIndex: 0 });
    await makeJobsDue(t);
    await t.jobs.runDue();
    expect(await kindsFor(t, buyer.id)).toContain('training_tomorrow');
    expect(await kindsFor(t, provider.id)).toContain('training_tomorrow');
    expect(await stateOf(t, booking.id)).toBe('accepted');
  });
});

describe('mybookings', () => {
  it('lists each side, filters by state or group, and counts what awaits the caller', async () => {
    const seller = await person(t, 'provider');
    const client = await person(t);
    const topic = await insertTopic(t.db, seller.id);
    const one = await request(client, topic.id);
    await request(client, topic.id);
    await transition(seller, one.id, 'decline', { reason: 'No' });
    expect(await seller.call('mybookings', { side: 'provider' })).toMatchObject({
      total: 2,
      awaitingMe: 1,
    });
    const awaiting = await seller.call('mybookings', { side: 'provider', awaiting: true });
    expect(awaiting).toMatchObject({
      total: 1,
      list: [{ state: 'requested', actions: ['accept', 'decline', 'cancel'] }],
    });
    expect(await client.call('mybookings', { state: 'declined' })).toMatchObject({
      total: 1,
      list: [{ id: one.id, role: 'buyer', actions: [] }],
    });
    // The list's groups: the declined one has ended, the open request is waiting.
    expect(await client.call('mybookings', { group: 'ended' })).toMatchObject({
      total: 1,
      list: [{ id: one.id }],
    });
    expect(await client.call('mybookings', { group: 'waiting' })).toMatchObject({
      total: 1,
      list: [{ state: 'requested' }],
    });
    expect(await client.call('mybookings', { group: 'past' })).toMatchObject({ total: 0 });
    expect(await client.call('mybookings', { group: 'someday' })).toMatchObject({
      code: 'invalid_input',
    });
    expect(await client.call('mybookings', { side: 'buyer', pageSize: 1, page: 2 })).toMatchObject({
      total: 2,
      list: [{ id: one.id }],
    });
    const participants = await t.db
      .select({ total: count() })
      .from(bookingParticipants)
      .where(eq(bookingParticipants.bookingId, one.id));
    expect(participants[0]?.total).toBe(1);
  });
});
