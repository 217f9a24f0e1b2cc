import { and, eq, gte, inArray, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import { reviewLimits } from '@app/contracts/actions/review';
import type { Queryable } from '../../db/client.ts';
import { bookingParticipants, bookings, events, reviews } from '../../db/schema.ts';

/**
 * Who may review a booking now (docs/product.md, "Quotes and reviews"), written once: addreview
 * checks one booking with it, bookingdetail answers `reviewUntil` with it, and the review page
 * lists what is pending with it, so the three never disagree.
 */

/** States whose booking may be reviewed: a completed topic booking, an attended seat. */
export const reviewableStates = ['completed', 'attended'] as const;

const reviewWindowMs = reviewLimits.windowDays * 24 * 60 * 60 * 1000;

/** The last moment a training that ended at `endsAt` may be reviewed. */
export const reviewDeadlineOf = (endsAt: Date) => new Date(endsAt.getTime() + reviewWindowMs);

/**
 * The condition on a `bookings` row: reviewable state, ended within the window, the user is its
 * buyer or a participant named with their account (not its provider), was not recorded absent,
 * and has not reviewed it yet.
 */
export function mayReviewNow(userId: number, now: Date): SQL {
  const windowStart = new Date(now.getTime() - reviewWindowMs);
  const ownParticipant = (extra: SQL) =>
    sql`exists (select 1 from ${bookingParticipants} where ${bookingParticipants.bookingId} = ${bookings.id} and ${bookingParticipants.userId} = ${userId} and ${extra})`;
  return and(
    inArray(bookings.state, [...reviewableStates]),
    lte(bookings.endsAt, now),
    gte(bookings.endsAt, windowStart),
    ne(bookings.providerId, userId),
    or(eq(bookings.buyerId, userId), ownParticipant(sql`true`)),
    sql`not ${ownParticipant(sql`${bookingParticipants.attendance} = 'no_show'`)}`,
    sql`not exists (select 1 from ${reviews} where ${reviews.bookingId} = ${bookings.id} and ${reviews.userId} = ${userId})`,
  )!;
}

/** The booking, when the user may review it now; null otherwise (whichever rule failed). */
export async function findReviewableBooking(
  db: Queryable,
  bookingId: number,
  userId: number,
  now = new Date(),
) {
  const [row] = await db
    .select({
      id: bookings.id,
      topicId: bookings.topicId,
      eventTopicId: events.topicId,
      providerId: bookings.providerId,
      endsAt: bookings.endsAt,
    })
    .from(bookings)
    .leftJoin(events, eq(events.id, bookings.eventId))
    .where(and(eq(bookings.id, bookingId), mayReviewNow(userId, now)));
  return row ?? null;
}

/** Until when the user may review the booking, or null when they may not now. */
export async function findReviewDeadline(
  db: Queryable,
  bookingId: number,
  userId: number,
  now = new Date(),
): Promise<Date | null> {
  const booking = await findReviewableBooking(db, bookingId, userId, now);
  return booking?.endsAt ? reviewDeadlineOf(booking.endsAt) : null;
}
