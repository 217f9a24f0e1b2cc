import { and, desc, eq, exists, gte, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { bookingParticipants, bookings, events, reviews, users } from '../../db/schema.ts';

/** States whose booking may be reviewed: a completed topic booking, an attended seat. */
export const reviewableStates = ['completed', 'attended'] as const;

/** What deciding on a review needs to know about the booking. */
export async function findBookingToReview(db: Queryable, bookingId: number) {
  const [row] = await db
    .select({
      id: bookings.id,
      kind: bookings.kind,
      state: bookings.state,
      title: bookings.title,
      topicId: bookings.topicId,
      eventTopicId: events.topicId,
      buyerId: bookings.buyerId,
      providerId: bookings.providerId,
      endsAt: bookings.endsAt,
    })
    .from(bookings)
    .leftJoin(events, eq(events.id, bookings.eventId))
    .where(eq(bookings.id, bookingId));
  return row ?? null;
}

/** Whether the user is named among the booking's participants (with their account). */
export async function isNamedParticipant(db: Queryable, bookingId: number, userId: number) {
  const [row] = await db
    .select({ id: bookingParticipants.id })
    .from(bookingParticipants)
    .where(
      and(eq(bookingParticipants.bookingId, bookingId), eq(bookingParticipants.userId, userId)),
    )
    .limit(1);
  return row !== undefined;
}

export async function hasReviewed(db: Queryable, bookingId: number, userId: number) {
  const [row] = await db
    .select({ id: reviews.id })
    .from(reviews)
    .where(and(eq(reviews.bookingId, bookingId), eq(reviews.userId, userId)))
    .limit(1);
  return row !== undefined;
}

export async function insertReview(tx: Queryable, review: typeof reviews.$inferInsert) {
  const [row] = await tx.insert(reviews).values(review).returning({ id: reviews.id });
  if (!row) throw new Error('Review insert returned nothing');
  return row;
}

/** The provider's one reply: written only while there is none (compare-and-swap). */
export async function setReplyOnce(
  tx: Queryable,
  reviewId: number,
  providerId: number,
  text: string,
) {
  const rows = await tx
    .update(reviews)
    .set({ reply: text, repliedAt: new Date() })
    .where(
      and(
        eq(reviews.id, reviewId),
        isNull(reviews.reply),
        exists(
          tx
            .select({ one: sql`1` })
            .from(bookings)
            .where(and(eq(bookings.id, reviews.bookingId), eq(bookings.providerId, providerId))),
        ),
      ),
    )
    .returning({ id: reviews.id });
  return rows[0] ?? null;
}

const isParty = (userId: number) =>
  or(
    eq(bookings.buyerId, userId),
    exists(
      sql`(select 1 from ${bookingParticipants} where ${bookingParticipants.bookingId} = ${bookings.id} and ${bookingParticipants.userId} = ${userId})`,
    ),
  );

const bookingItem = {
  bookingId: bookings.id,
  title: bookings.title,
  url: bookings.listingUrl,
  providerId: users.id,
  providerUsername: users.username,
  providerFirstName: users.firstName,
  providerLastName: users.lastName,
  endedAt: bookings.endsAt,
};

/** Bookings the user may still review: reviewable state, window open, not reviewed by them. */
export function selectPendingReviews(db: Queryable, userId: number, windowStart: Date) {
  return db
    .select(bookingItem)
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.providerId))
    .where(
      and(
        isParty(userId),
        inArray(bookings.state, [...reviewableStates]),
        gte(bookings.endsAt, windowStart),
        sql`not exists (select 1 from ${reviews} where ${reviews.bookingId} = ${bookings.id} and ${reviews.userId} = ${userId})`,
      ),
    )
    .orderBy(desc(bookings.endsAt), desc(bookings.id))
    .limit(100);
}

/** The reviews the user wrote, newest first. */
export function selectWrittenReviews(db: Queryable, userId: number) {
  return db
    .select({
      ...bookingItem,
      reviewId: reviews.id,
      ratingHalves: reviews.ratingHalves,
      comment: reviews.comment,
      reply: reviews.reply,
      createdAt: reviews.createdAt,
    })
    .from(reviews)
    .innerJoin(bookings, eq(bookings.id, reviews.bookingId))
    .innerJoin(users, eq(users.id, bookings.providerId))
    .where(eq(reviews.userId, userId))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(100);
}

/** What a review's notification says. */
export async function findReviewNotice(db: Queryable, reviewId: number) {
  const [row] = await db
    .select({
      id: reviews.id,
      userId: reviews.userId,
      ratingHalves: reviews.ratingHalves,
      bookingId: bookings.id,
      title: bookings.title,
      providerId: bookings.providerId,
    })
    .from(reviews)
    .innerJoin(bookings, eq(bookings.id, reviews.bookingId))
    .where(eq(reviews.id, reviewId));
  return row ?? null;
}
