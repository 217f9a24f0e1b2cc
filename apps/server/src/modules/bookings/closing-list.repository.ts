import { and, desc, eq, gte, inArray, lte, ne, or, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { bookings, companies, events } from '../../db/schema.ts';
import { sessionsColumn } from './booking-sessions.repository.ts';
import { buyer, buyerColumns } from './booking-lists.repository.ts';

/**
 * A provider's trainings to close (aftereventlist): the events and topic bookings that have begun
 * and ended at most `since` ago. A fixed number of queries whatever the list's length.
 */

/** Seat bookings of an event to close: a seat was held; attendance may be recorded. */
export const closingSeatStates = ['booked', 'attended', 'no_show'] as const;
/** Topic bookings to close: accepted and begun, or completed. */
const closingTopicStates = ['accepted', 'completed'] as const;

/** At most this many of each kind: the window is a month, this is a guard, not a page. */
const listMax = 100;

/** The provider's events begun by `now` and ended after `since`, with seats to close. */
export function selectEventsToClose(db: Queryable, providerId: number, now: Date, since: Date) {
  return db
    .select({
      id: events.id,
      title: events.title,
      url: events.url,
      startsAt: events.startsAt,
      endsAt: events.endsAt,
    })
    .from(events)
    .where(
      and(
        eq(events.userId, providerId),
        ne(events.runState, 'cancelled'),
        lte(events.startsAt, now),
        gte(events.endsAt, since),
        sql`exists (select 1 from ${bookings} where ${bookings.eventId} = ${events.id} and ${inArray(bookings.state, [...closingSeatStates])})`,
      ),
    )
    .orderBy(desc(events.startsAt), desc(events.id))
    .limit(listMax);
}

/** What every closing booking shows: its state, buyer and company. */
const closingColumns = {
  id: bookings.id,
  kind: bookings.kind,
  state: bookings.state,
  eventId: bookings.eventId,
  title: bookings.title,
  url: bookings.listingUrl,
  startsAt: bookings.startsAt,
  endsAt: bookings.endsAt,
  sessions: sessionsColumn,
  ...buyerColumns,
  companyId: bookings.companyId,
  companyName: companies.name,
};
export type ClosingBookingRow = Awaited<ReturnType<typeof selectClosingBookings>>[number];

/**
 * The provider's topic bookings begun by `now` and ended after `since` (accepted or completed),
 * and the seat bookings to close of the given events, in one query.
 */
export function selectClosingBookings(
  db: Queryable,
  query: { providerId: number; eventIds: readonly number[]; now: Date; since: Date },
) {
  const topicBookings = and(
    eq(bookings.kind, 'topic'),
    inArray(bookings.state, [...closingTopicStates]),
    lte(bookings.startsAt, query.now),
    gte(bookings.endsAt, query.since),
  );
  const seatBookings =
    query.eventIds.length > 0
      ? and(
          inArray(bookings.eventId, [...query.eventIds]),
          inArray(bookings.state, [...closingSeatStates]),
        )
      : undefined;
  return db
    .select(closingColumns)
    .from(bookings)
    .innerJoin(buyer, eq(buyer.id, bookings.buyerId))
    .leftJoin(companies, eq(companies.id, bookings.companyId))
    .where(and(eq(bookings.providerId, query.providerId), or(topicBookings, seatBookings)))
    .orderBy(desc(bookings.startsAt), bookings.id)
    .limit(listMax * 50);
}
