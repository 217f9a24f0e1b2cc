import { and, asc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import { seatBookingMachine, topicBookingMachine } from '@app/contracts/states';
import type { Queryable } from '../../db/client.ts';
import { alias } from 'drizzle-orm/pg-core';
import { bookings, events, stateTransitions, topics, users } from '../../db/schema.ts';

const buyerOfBooking = alias(users, 'buyer');

/** The buyer's name (the participant when nobody is named), read with what they book. */
const buyerColumns = {
  username: buyerOfBooking.username,
  firstName: buyerOfBooking.firstName,
  lastName: buyerOfBooking.lastName,
  email: buyerOfBooking.email,
};

/** What a booking request needs to know about a topic, its provider and the buyer. */
export async function findTopicToBook(db: Queryable, topicId: number, buyerId: number) {
  const [row] = await db
    .select({
      id: topics.id,
      providerId: topics.userId,
      title: topics.title,
      url: topics.url,
      status: topics.status,
      priceMinor: topics.priceMinor,
      currency: topics.currency,
      durationHours: topics.durationHours,
      providerIsActive: users.isActive,
      vatRateBasisPoints: users.vatRateBasisPoints,
      buyer: buyerColumns,
    })
    .from(topics)
    .innerJoin(users, eq(users.id, topics.userId))
    .innerJoin(buyerOfBooking, eq(buyerOfBooking.id, buyerId))
    .where(eq(topics.id, topicId))
    .limit(1);
  return row ?? null;
}

/**
 * What a seat booking needs to know, in one round trip: the event and its provider, whether the
 * buyer already holds an open booking there, and the buyer's name (the participant when nobody
 * is named).
 */
export async function findEventToBook(db: Queryable, eventId: number, buyerId: number) {
  const [row] = await db
    .select({
      id: events.id,
      providerId: events.userId,
      title: events.title,
      url: events.url,
      status: events.status,
      startsAt: events.startsAt,
      endsAt: events.endsAt,
      runState: events.runState,
      goNoGoAt: events.goNoGoAt,
      minAttendees: events.minAttendees,
      priceMinor: events.priceMinor,
      currency: events.currency,
      providerIsActive: users.isActive,
      vatRateBasisPoints: users.vatRateBasisPoints,
      buyerHasOpenBooking: sql<boolean>`exists (select 1 from ${bookings} where ${bookings.eventId} = ${events.id} and ${bookings.buyerId} = ${buyerId} and ${bookings.state} in ('awaiting_approval', 'booked', 'waitlisted', 'offered'))`,
      buyer: buyerColumns,
    })
    .from(events)
    .innerJoin(users, eq(users.id, events.userId))
    .innerJoin(buyerOfBooking, eq(buyerOfBooking.id, buyerId))
    .where(eq(events.id, eventId))
    .limit(1);
  return row ?? null;
}

export async function findTopicDuration(db: Queryable, topicId: number | null) {
  if (topicId === null) return null;
  const [row] = await db
    .select({ durationHours: topics.durationHours })
    .from(topics)
    .where(eq(topics.id, topicId));
  return row?.durationHours ?? null;
}

const bookingColumns = {
  id: bookings.id,
  kind: bookings.kind,
  state: bookings.state,
  topicId: bookings.topicId,
  eventId: bookings.eventId,
  title: bookings.title,
  buyerId: bookings.buyerId,
  providerId: bookings.providerId,
  companyId: bookings.companyId,
  participants: bookings.participants,
  proposedDates: bookings.proposedDates,
  startsAt: bookings.startsAt,
  endsAt: bookings.endsAt,
  durationHours: bookings.durationHours,
  expiresAt: bookings.expiresAt,
};

/** A booking, locked until the transaction ends (its transitions read and write it). */
export async function lockBooking(tx: Queryable, id: number) {
  const [row] = await tx
    .select(bookingColumns)
    .from(bookings)
    .where(eq(bookings.id, id))
    .for('update');
  return row ?? null;
}
export type LockedBooking = NonNullable<Awaited<ReturnType<typeof lockBooking>>>;

/** An online event's join link (null for an event in person), for the people holding its seats. */
export async function findJoinUrl(db: Queryable, eventId: number | null): Promise<string | null> {
  if (eventId === null) return null;
  const [row] = await db
    .select({ onlineUrl: events.onlineUrl, delivery: events.delivery })
    .from(events)
    .where(eq(events.id, eventId));
  return row && row.delivery !== 'in_person' ? row.onlineUrl : null;
}

export async function findBooking(db: Queryable, id: number) {
  const [row] = await db.select(bookingColumns).from(bookings).where(eq(bookings.id, id));
  return row ?? null;
}

export async function updateBookingPeriod(
  tx: Queryable,
  id: number,
  period: { startsAt: Date; endsAt: Date },
) {
  await tx.update(bookings).set(period).where(eq(bookings.id, id));
}

export async function updateBookingExpiry(tx: Queryable, id: number, expiresAt: Date | null) {
  await tx.update(bookings).set({ expiresAt }).where(eq(bookings.id, id));
}

/**
 * The event row, locked: every change of its seats and waitlist runs one at a time. FOR NO KEY
 * UPDATE, like the seat counter's own update: it does not wait for (nor block) the key-share
 * locks that inserting a booking of the event takes.
 */
export async function lockEventSeats(tx: Queryable, eventId: number) {
  const [row] = await tx
    .select({
      id: events.id,
      providerId: events.userId,
      title: events.title,
      capacity: events.capacity,
      seatsTaken: events.seatsTaken,
      minAttendees: events.minAttendees,
      goNoGoAt: events.goNoGoAt,
      runState: events.runState,
      startsAt: events.startsAt,
    })
    .from(events)
    .where(eq(events.id, eventId))
    .for('no key update');
  return row ?? null;
}

/**
 * Takes `seats` seats in one statement, only while they fit beside the booked seats and the seats
 * offered to the waitlist (held for them): answers whether it did. Never read-then-write: the
 * condition and the increment are one update, and the check constraint backs it.
 */
export async function takeSeats(
  tx: Queryable,
  eventId: number,
  seats: number,
  options: { besideOffers: boolean },
): Promise<boolean> {
  const held = options.besideOffers
    ? sql`(select coalesce(sum(b.participants), 0) from ${bookings} b where b.event_id = ${eventId} and b.state = 'offered')`
    : sql`0`;
  const result = (await tx.execute(sql`
    update ${events} set seats_taken = seats_taken + ${seats}
    where id = ${eventId}
      and (capacity is null or seats_taken + ${seats} + ${held} <= capacity)
    returning seats_taken`)) as { rows: unknown[] };
  return result.rows.length === 1;
}

/**
 * The last statement of a seat booking, the only one that touches the event's row: takes its seats
 * while they fit beside the booked and offered ones (the counter's conditional update), makes the
 * booking `booked` when they did (it was inserted `waitlisted`, the state it keeps otherwise), and
 * writes its creation into the history; answers the state. One round trip, so the event's row
 * lock is held for this statement and the commit only.
 */
export async function placeSeatBooking(
  tx: Queryable,
  booking: { id: number; eventId: number; seats: number; actorId: number },
): Promise<'booked' | 'waitlisted'> {
  const { id, eventId, seats, actorId } = booking;
  const result = (await tx.execute(sql`
    with taken as (
      update ${events} set seats_taken = seats_taken + ${seats}
      where id = ${eventId}
        and (capacity is null or seats_taken + ${seats} + (select coalesce(sum(b.participants), 0) from ${bookings} b where b.event_id = ${eventId} and b.state = 'offered') <= capacity)
      returning id
    ), placed as (
      update ${bookings} set state = 'booked'
      where id = ${id} and exists (select 1 from taken)
      returning state
    )
    insert into ${stateTransitions} (machine, record_id, transition, from_state, to_state, actor_id)
    values (${seatBookingMachine.name}, ${id}, 'create', '', coalesce((select state from placed), 'waitlisted'), ${actorId})
    returning to_state`)) as { rows: Array<{ to_state: 'booked' | 'waitlisted' }> };
  const state = result.rows[0]?.to_state;
  if (!state) throw new Error('Placing a seat booking wrote no history');
  return state;
}

export async function releaseSeats(tx: Queryable, eventId: number, seats: number) {
  await tx.execute(
    sql`update ${events} set seats_taken = seats_taken - ${seats} where id = ${eventId}`,
  );
}

/** Seats offered to the waitlist and not taken yet (held for them). */
export async function countOfferedSeats(tx: Queryable, eventId: number): Promise<number> {
  const [row] = await tx
    .select({ seats: sql<number>`coalesce(sum(${bookings.participants}), 0)::int` })
    .from(bookings)
    .where(and(eq(bookings.eventId, eventId), eq(bookings.state, 'offered')));
  return Number(row?.seats ?? 0);
}

/** The first on the waitlist (by id) whose seats fit in `free`, or null. */
export async function findFirstWaitlisted(tx: Queryable, eventId: number, free: number) {
  const [row] = await tx
    .select(bookingColumns)
    .from(bookings)
    .where(
      and(
        eq(bookings.eventId, eventId),
        eq(bookings.state, 'waitlisted'),
        sql`${bookings.participants} <= ${free}`,
      ),
    )
    .orderBy(asc(bookings.id))
    .limit(1);
  return row ?? null;
}

/** The seat bookings of an event still open (booked, waitlisted, offered), by id. */
export async function selectOpenSeatBookings(tx: Queryable, eventId: number) {
  return tx
    .select(bookingColumns)
    .from(bookings)
    .where(
      and(
        eq(bookings.eventId, eventId),
        inArray(bookings.state, ['booked', 'waitlisted', 'offered']),
      ),
    )
    .orderBy(asc(bookings.id));
}

export async function setVatRate(db: Queryable, userId: number, vatRate: number) {
  await db.update(users).set({ vatRateBasisPoints: vatRate }).where(eq(users.id, userId));
}

/** What the sweep finds overdue: bookings and events whose timer should have fired. */
export async function selectOverdue(db: Queryable, limit: number) {
  const rows = async (condition: ReturnType<typeof sql>) =>
    (
      await db
        .select({ id: bookings.id })
        .from(bookings)
        .where(condition)
        .orderBy(asc(bookings.id))
        .limit(limit)
    ).map((row) => row.id);
  const expired = await rows(
    sql`${bookings.state} in ('awaiting_approval', 'requested') and ${bookings.expiresAt} <= now()`,
  );
  const lapsed = await rows(sql`${bookings.state} = 'offered' and ${bookings.expiresAt} <= now()`);
  const completed = await rows(
    sql`${bookings.kind} = 'topic' and ${bookings.state} = 'accepted' and ${bookings.endsAt} <= now()`,
  );
  // Reminders are due within the day before: stored once each (dedupe keys), so repeating is free.
  const trainingTomorrow = await rows(
    sql`${bookings.state} in ('accepted', 'booked') and ${bookings.startsAt} > now() and ${bookings.startsAt} <= now() + interval '1 day'`,
  );
  const expiringTomorrow = await rows(
    sql`${bookings.state} = 'requested' and ${bookings.expiresAt} > now() and ${bookings.expiresAt} <= now() + interval '1 day'`,
  );
  const decisions = (
    await db
      .select({ id: events.id })
      .from(events)
      .where(
        sql`${events.runState} = 'scheduled' and ${events.minAttendees} is not null and ${events.goNoGoAt} <= now()`,
      )
      .orderBy(asc(events.id))
      .limit(limit)
  ).map((row) => row.id);
  return { expired, lapsed, completed, decisions, trainingTomorrow, expiringTomorrow };
}

/**
 * The bookings a person is buyer or provider of that can still be cancelled and have not started
 * (or have no date): what a suspension ends.
 */
export async function selectOpenBookingsOf(tx: Queryable, userId: number, now: Date) {
  return tx
    .select({ id: bookings.id, kind: bookings.kind, buyerId: bookings.buyerId })
    .from(bookings)
    .where(
      and(
        or(eq(bookings.buyerId, userId), eq(bookings.providerId, userId)),
        or(
          and(
            eq(bookings.kind, 'topic'),
            inArray(bookings.state, [...topicBookingMachine.transitions.cancel.from]),
          ),
          and(
            eq(bookings.kind, 'event'),
            inArray(bookings.state, [...seatBookingMachine.transitions.cancel.from]),
          ),
        ),
        or(isNull(bookings.startsAt), gt(bookings.startsAt, now)),
      ),
    )
    .orderBy(asc(bookings.id));
}
