import type { z } from 'zod';
import type { addreview, replyreview } from '@app/contracts/actions/review';
import { reviewLimits } from '@app/contracts/actions/review';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { violatedUniqueConstraint } from '../../lib/db-errors.ts';
import type { DomainEvents } from '../../shared/domain-events.ts';
import {
  findBookingToReview,
  hasReviewed,
  insertReview,
  isNamedParticipant,
  reviewableStates,
  selectPendingReviews,
  selectWrittenReviews,
  setReplyOnce,
} from './reviews.repository.ts';

/** Verified reviews (docs/product.md, "Reviews"). */

type AddInput = z.output<typeof addreview.request>;
type ReplyInput = z.output<typeof replyreview.request>;

const DAY_MS = 24 * 60 * 60 * 1000;
const windowMs = reviewLimits.windowDays * DAY_MS;

/**
 * A review is verified by its booking: the buyer, or a participant named with their account, of a
 * completed topic booking or an attended seat, once, within 14 days of the end. Everything else is
 * review_not_allowed, whichever rule failed (a stranger learns nothing about the booking).
 */
export async function addReview(
  db: Database,
  events: DomainEvents,
  userId: number,
  input: AddInput,
) {
  const booking = await findBookingToReview(db, input.bookingId);
  const now = Date.now();
  const allowed =
    booking !== null &&
    (reviewableStates as readonly string[]).includes(booking.state) &&
    booking.endsAt !== null &&
    booking.endsAt.getTime() <= now &&
    now <= booking.endsAt.getTime() + windowMs &&
    (booking.buyerId === userId || (await isNamedParticipant(db, booking.id, userId))) &&
    booking.providerId !== userId &&
    !(await hasReviewed(db, booking.id, userId));
  if (!allowed || !booking) throw new AppError('review_not_allowed');
  try {
    return await db.transaction(async (tx) => {
      const review = await insertReview(tx, {
        topicId: booking.topicId ?? booking.eventTopicId,
        userId,
        bookingId: booking.id,
        ratingHalves: Math.round(input.rating * 2),
        comment: input.text,
      });
      await events.record(tx, 'review.changed', { reviewId: review.id, change: 'create' });
      return review;
    });
  } catch (error) {
    // Twice at once: the unique index on (booking, reviewer) lets one through.
    if (violatedUniqueConstraint(error) === 'reviews_booking_user_key') {
      throw new AppError('review_not_allowed');
    }
    throw error;
  }
}

/** The provider of the reviewed training replies, once. */
export async function replyToReview(db: Database, userId: number, input: ReplyInput) {
  const review = await setReplyOnce(db, input.reviewId, userId, input.text);
  if (!review) throw new AppError('review_not_allowed');
  return review;
}

const nameOf = (row: {
  providerUsername: string;
  providerFirstName: string | null;
  providerLastName: string | null;
}) =>
  [row.providerFirstName, row.providerLastName].filter(Boolean).join(' ') || row.providerUsername;

function itemOf(row: Awaited<ReturnType<typeof selectPendingReviews>>[number]) {
  return {
    bookingId: row.bookingId,
    title: row.title,
    url: row.url,
    provider: { id: row.providerId, username: row.providerUsername, name: nameOf(row) },
    endedAt: row.endedAt?.toISOString() ?? null,
    reviewUntil: row.endedAt ? new Date(row.endedAt.getTime() + windowMs).toISOString() : null,
  };
}

/** The review page: what I may review now, and what I reviewed. */
export async function listReviewable(db: Database, userId: number) {
  const now = Date.now();
  const [pending, written] = await Promise.all([
    selectPendingReviews(db, userId, new Date(now - windowMs)),
    selectWrittenReviews(db, userId),
  ]);
  return {
    pending: pending.filter((row) => row.endedAt && row.endedAt.getTime() <= now).map(itemOf),
    reviewed: written.map((row) => ({
      ...itemOf(row),
      reviewId: row.reviewId,
      rating: row.ratingHalves / 2,
      text: row.comment ?? '',
      reply: row.reply,
      createdAt: row.createdAt.toISOString(),
    })),
  };
}
