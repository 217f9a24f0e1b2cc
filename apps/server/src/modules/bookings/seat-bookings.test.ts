import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, events, notifications, stateTransitions } from '../../db/schema.ts';
import { createTestApp, TestClient, type TestApp } from '../../test/app.ts';
import { insertEvent } from '../../test/catalogue-rows.ts';
import {
  kindsFor,
  makeJobsDue,
  moveBooking,
  person,
  staffOfNewCompany,
  stateOf,
  transition,
  type Person,
} from './booking-fixtures.ts';

let t: TestApp;
let provider: Person;

beforeAll(async () => {
  t = await createTestApp({ config: { actionRateLimits: false } });
  provider = await person(t, 'provider');
});
afterAll(() => t.close());

const newEvent = (values: Parameters<typeof insertEvent>[2] = {}) =>
  insertEvent(t.db, provider.id, { capacity: 10, priceMinor: 12_000, ...values });

async function seatsTaken(eventId: number) {
  const [row] = await t.db
    .select({ seatsTaken: events.seatsTaken })
    .from(events)
    .where(eq(events.id, eventId));
  return row?.seatsTaken;
}

async function people(count: number) {
  const list: Person[] = [];
  for (let index = 0; index < count; index += 1) list.push(await person(t));
  return list;
}

describe('bookevent', () => {
  it('books seats at a price snapshot, tells the provider, and shows on the event page', async () => {
    const event = await newEvent();
    const [buyer] = await people(1);
    const named = JSON.stringify([{ name: 'Anna' }, { name: 'Bruno', email: 'b@example.com' }]);
    const reply = await buyer!.call('bookevent', { eventId: event.id, seats: 1, named });
    expect(reply).toMatchObject({ status: true, booking: { state: 'booked' } });
    const id = reply.booking!.id;
    expect(await seatsTaken(event.id)).toBe(2);
    expect(await buyer!.call('bookingdetail', { id })).toMatchObject({
      booking: {
        kind: 'event',
        participants: 2,
        price: {
          unitPriceMinor: 12_000,
          quantity: 2,
          netMinor: 24_000,
          vatMinor: 5280,
          grossMinor: 29_280,
        },
        participantsList: [{ name: 'Anna' }, { name: 'Bruno', email: 'b@example.com' }],
        actions: ['cancel'],
      },
    });
    expect(await buyer!.call('eventdetail', { url: event.url })).toMatchObject({
      event: { seatsLeft: 8, runState: 'scheduled', myBooking: { id, state: 'booked' } },
    });
    expect(await buyer!.call('bookevent', { eventId: event.id })).toMatchObject({
      code: 'already_booked',
    });
    await t.jobs.runDue();
    expect(await kindsFor(t, provider.id)).toContain('seat_booked');
  });

  it('refuses one’s own event, a draft, a started or cancelled one', async () => {
    const [buyer] = await people(1);
    const own = await newEvent();
    expect(await provider.call('bookevent', { eventId: own.id })).toMatchObject({
      code: 'own_listing',
    });
    const draft = await newEvent({ status: 'draft', publishedAt: null });
    const started = await newEvent({ startsInHours: -1 });
    const cancelled = await newEvent({ runState: 'cancelled' });
    for (const event of [draft, started, cancelled]) {
      expect(await buyer!.call('bookevent', { eventId: event.id })).toMatchObject({
        code: 'listing_unavailable',
      });
    }
    expect(await buyer!.call('bookevent', { eventId: own.id, seats: 0 })).toMatchObject({
      code: 'invalid_input',
    });
    expect(await seatsTaken(own.id)).toBe(0);
  });

  it('lets one person hold one open booking per event, also when they press twice at once', async () => {
    const event = await newEvent();
    const [buyer] = await people(1);
    const replies = await Promise.all([
      buyer!.call('bookevent', { eventId: event.id }),
      buyer!.call('bookevent', { eventId: event.id }),
    ]);
    expect(replies.map((reply) => reply.booking?.state ?? reply.code).sort()).toEqual([
      'already_booked',
      'booked',
    ]);
    expect(await seatsTaken(event.id)).toBe(1);
  });

  it('books exactly the capacity under 50 simultaneous requests, and waitlists the rest', async () => {
    const event = await newEvent({ capacity: 10 });
    const buyers = await people(50);
    const replies = await Promise.all(
      buyers.map((buyer) => buyer.call('bookevent', { eventId: event.id })),
    );
    const states = replies.map((reply) => reply.booking?.state);
    expect(states.filter((state) => state === 'booked')).toHaveLength(10);
    expect(states.filter((state) => state === 'waitlisted')).toHaveLength(40);
    expect(await seatsTaken(event.id)).toBe(10);
  });
});

describe('an online event’s join link', () => {
  it('is given to the organiser and the people holding seats (confirmation, reminder, booking) and to no one else', async () => {
    const joinUrl = 'https://meet.example.com/seats-only';
    const event = await newEvent({
      delivery: 'online',
      location: null,
      onlineUrl: joinUrl,
      startsInHours: 20,
    });
    const [holder, other] = await people(2);
    const linkFor = async (caller: Pick<Person, 'call'>) =>
      ((await caller.call('eventdetail', { url: event.url })).event as Record<string, unknown>)
        .onlineUrl;
    // Everyone learns there is a link; only the organiser has it before anyone books.
    const visitor = new TestClient(t.app);
    const seen = await visitor.action('eventdetail', { url: event.url }, { endpoint: 'selling' });
    expect(seen.json()).toMatchObject({ event: { onlineUrl: null, hasOnlineUrl: true } });
    expect(await linkFor(other!)).toBeNull();
    expect(await linkFor(provider)).toBe(joinUrl);

    const reply = await holder!.call('bookevent', { eventId: event.id });
    const id = reply.booking!.id;
    expect(await linkFor(holder!)).toBe(joinUrl);
    expect(await linkFor(other!)).toBeNull();
    expect(await holder!.call('bookingdetail', { id })).toMatchObject({ booking: { joinUrl } });
    expect(await provider.call('bookingdetail', { id })).toMatchObject({ booking: { joinUrl } });

    // The confirmation and the day-before reminder carry it, to the holder and the organiser.
    await t.jobs.send('bookings.sweep', {});
    await t.jobs.runDue();
    const notices = async (userId: number) =>
      (
        await t.db
          .select({ kind: notifications.kind, params: notifications.params })
          .from(notifications)
          .where(eq(notifications.userId, userId))
      ).map(({ kind, params }) => ({ kind, joinUrl: params.joinUrl ?? null }));
    const holderNotices = await notices(holder!.id);
    expect(holderNotices).toEqual(
      expect.arrayContaining([
        { kind: 'seat_confirmed_online', joinUrl },
        { kind: 'training_tomorrow_online', joinUrl },
      ]),
    );
    expect(await notices(provider.id)).toEqual(
      expect.arrayContaining([{ kind: 'training_tomorrow_online', joinUrl }]),
    );
    expect(JSON.stringify(await notices(other!.id))).not.toContain(joinUrl);

    // Cancelled, the seats and the link are gone.
    await transition(holder!, id, 'cancel', { reason: 'Changed plans' });
    expect(await linkFor(holder!)).toBeNull();
    expect(await holder!.call('bookingdetail', { id })).toMatchObject({
      booking: { joinUrl: null },
    });
  });
});

describe('the waitlist', () => {
  it('offers a freed seat to the first in line, lapses it after 24 h to the next, who takes it', async () => {
    const event = await newEvent({ capacity: 2 });
    const [first, second, third, fourth] = await people(4);
    const booked = (await first!.call('bookevent', { eventId: event.id })).booking!;
    await second!.call('bookevent', { eventId: event.id });
    const waitingA = (await third!.call('bookevent', { eventId: event.id })).booking!;
    const waitingB = (await fourth!.call('bookevent', { eventId: event.id })).booking!;
    expect([waitingA.state, waitingB.state]).toEqual(['waitlisted', 'waitlisted']);
    expect(await transition(third!, waitingA.id, 'take')).toMatchObject({
      code: 'invalid_transition',
    });

    expect(await transition(first!, booked.id, 'cancel')).toMatchObject({ code: 'invalid_input' });
    expect(await transition(provider, booked.id, 'cancel', { reason: 'x' })).toMatchObject({
      code: 'forbidden',
    });
    expect(await transition(first!, booked.id, 'cancel', { reason: 'Ill' })).toMatchObject({
      booking: { state: 'cancelled' },
    });
    expect(await stateOf(t, waitingA.id)).toBe('offered');
    expect(await stateOf(t, waitingB.id)).toBe('waitlisted');
    expect(await seatsTaken(event.id)).toBe(1);
    // The offered seat is held: a newcomer is waitlisted.
    const [late] = await people(1);
    expect((await late!.call('bookevent', { eventId: event.id })).booking?.state).toBe(
      'waitlisted',
    );
    expect(await third!.call('mybookings', { awaiting: true })).toMatchObject({
      awaitingMe: 1,
      list: [{ id: waitingA.id, actions: ['take', 'cancel'] }],
    });

    // 24 hours pass without an answer.
    await moveBooking(t, waitingA.id, { expiresAt: new Date(Date.now() - 1000) });
    await makeJobsDue(t);
    await t.jobs.runDue();
    expect(await stateOf(t, waitingA.id)).toBe('lapsed');
    expect(await stateOf(t, waitingB.id)).toBe('offered');
    expect(await transition(third!, waitingA.id, 'take')).toMatchObject({
      code: 'invalid_transition',
    });
    expect(await transition(fourth!, waitingB.id, 'take')).toMatchObject({
      booking: { state: 'booked' },
    });
    expect(await seatsTaken(event.id)).toBe(2);
    await t.jobs.runDue();
    expect(await kindsFor(t, third!.id)).toEqual(
      expect.arrayContaining(['seat_offered', 'seat_lapsed']),
    );
    expect(await kindsFor(t, fourth!.id)).toContain('seat_offered');
    expect(await kindsFor(t, provider.id)).toContain('booking_cancelled');
  });

  it('lets company staff take a seat offered to a company booking; the provider may not', async () => {
    const event = await newEvent({ capacity: 1 });
    const [first, booker, manager] = await people(3);
    await staffOfNewCompany(t, [manager!.id, booker!.id]);
    const booked = (await first!.call('bookevent', { eventId: event.id })).booking!;
    const waiting = (await booker!.call('bookevent', { eventId: event.id, forCompany: true }))
      .booking!;
    expect(waiting.state).toBe('waitlisted');
    await transition(first!, booked.id, 'cancel', { reason: 'Ill' });
    expect(await transition(provider, waiting.id, 'take')).toMatchObject({ code: 'forbidden' });
    expect(await transition(manager!, waiting.id, 'take')).toMatchObject({
      booking: { state: 'booked' },
    });
    expect(await seatsTaken(event.id)).toBe(1);
  });

  it('refuses to take an offer when the counter says the event is full', async () => {
    const event = await newEvent({ capacity: 1 });
    const [first, second] = await people(2);
    const booked = (await first!.call('bookevent', { eventId: event.id })).booking!;
    const waiting = (await second!.call('bookevent', { eventId: event.id })).booking!;
    await transition(first!, booked.id, 'cancel', { reason: 'Ill' });
    expect(await stateOf(t, waiting.id)).toBe('offered');
    // Someone else got the seat meanwhile (say, the provider booked a guest by hand).
    await t.db.update(events).set({ seatsTaken: 1 }).where(eq(events.id, event.id));
    expect(await transition(second!, waiting.id, 'take')).toMatchObject({
      code: 'invalid_transition',
    });
    expect(await stateOf(t, waiting.id)).toBe('offered');
  });
});

describe('go/no-go', () => {
  async function eventWithMinimum(minAttendees: number, bookers: number) {
    const event = await newEvent({
      capacity: 5,
      minAttendees,
      goNoGoAt: new Date(Date.now() + 24 * 3600_000),
    });
    const buyers = await people(bookers);
    const ids: number[] = [];
    for (const buyer of buyers) {
      ids.push((await buyer.call('bookevent', { eventId: event.id })).booking!.id);
    }
    await t.db
      .update(events)
      .set({ goNoGoAt: new Date(Date.now() - 1000) })
      .where(eq(events.id, event.id));
    await makeJobsDue(t);
    await t.jobs.runDue();
    return { event, buyers, ids };
  }

  it('confirms an event that reached its minimum, and tells everyone', async () => {
    const { event, buyers } = await eventWithMinimum(2, 2);
    const [row] = await t.db
      .select({ runState: events.runState })
      .from(events)
      .where(eq(events.id, event.id));
    expect(row?.runState).toBe('confirmed');
    expect(await kindsFor(t, buyers[0]!.id)).toContain('event_confirmed');
    expect(await kindsFor(t, provider.id)).toContain('event_confirmed');
  });

  it('cancels an event below its minimum with every seat, and tells everyone', async () => {
    const { event, buyers, ids } = await eventWithMinimum(3, 2);
    expect(await buyers[0]!.call('eventdetail', { url: event.url })).toMatchObject({
      event: { runState: 'cancelled', seatsLeft: 5, myBooking: null },
    });
    for (const id of ids) expect(await stateOf(t, id)).toBe('cancelled');
    expect(await seatsTaken(event.id)).toBe(0);
    expect(await kindsFor(t, buyers[1]!.id)).toContain('event_cancelled');
    const history = await t.db
      .select({ transition: stateTransitions.transition })
      .from(stateTransitions)
      .where(
        and(eq(stateTransitions.machine, 'event_run'), eq(stateTransitions.recordId, event.id)),
      );
    expect(history).toEqual([{ transition: 'cancel' }]);
    const [late] = await people(1);
    expect(await late!.call('bookevent', { eventId: event.id })).toMatchObject({
      code: 'listing_unavailable',
    });
    // Nothing left open: the sweep finds nothing to do.
    await t.jobs.send('bookings.sweep', {});
    await t.jobs.runDue();
    const open = await t.db
      .select({ id: bookings.id })
      .from(bookings)
      .where(and(eq(bookings.eventId, event.id), sql`${bookings.state} <> 'cancelled'`));
    expect(open).toEqual([]);
  });
});
