import { and, desc, eq, exists, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client.ts';
import { bookings, reviews, users } from '../../db/schema.ts';
import { mayReviewNow } from './review-rules.repository.ts';

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

/** Bookings the user may review now (the shared rule), the latest first. */
export function selectPendingReviews(db: Queryable, userId: number, now: Date) {
  return db
    .select(bookingItem)
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.providerId))
    .where(mayReviewNow(userId, now))
    .orderBy(desc(bookings.endsAt), desc(bookings.id))
    .limit(100);
}

const reviewer = alias(users, 'reviewer');

/** Reviews with their bookings and the provider, newest first: the written and received lists. */
function selectReviewRows(db: Queryable, where: SQL, limit: number) {
  return db
    .select({
      ...bookingItem,
      reviewId: reviews.id,
      ratingHalves: reviews.ratingHalves,
      comment: reviews.comment,
      reply: reviews.reply,
      createdAt: reviews.createdAt,
      hidden: sql<boolean>`${reviews.state} = 'hidden'`,
      reviewerUsername: reviewer.username,
      reviewerFirstName: reviewer.firstName,
      reviewerLastName: reviewer.lastName,
    })
    .from(reviews)
    .innerJoin(bookings, eq(bookings.id, reviews.bookingId))
    .innerJoin(users, eq(users.id, bookings.providerId))
    .innerJoin(reviewer, eq(reviewer.id, reviews.userId))
    .where(where)
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(limit);
}

/** The reviews the user wrote, newest first. */
export const selectWrittenReviews = (db: Queryable, userId: number) =>
  selectReviewRows(db, eq(reviews.userId, userId), 100);

/** The latest verified reviews of the provider's trainings, newest first (none the staff hid). */
export const selectReceivedReviews = (db: Queryable, providerId: number, limit: number) =>
  selectReviewRows(
    db,
    and(eq(reviews.providerId, providerId), eq(reviews.state, 'visible'))!,
    limit,
  );

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
