import type { z } from 'zod';
import type { addreview, replyreview } from '@app/contracts/actions/review';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { violatedUniqueConstraint } from '../../lib/db-errors.ts';
import type { DomainEvents } from '../../shared/domain-events.ts';
import { findReviewableBooking, reviewDeadlineOf } from './review-rules.repository.ts';
import {
  insertReview,
  selectPendingReviews,
  selectReceivedReviews,
  selectWrittenReviews,
  setReplyOnce,
} from './reviews.repository.ts';
import { displayNameOf } from '../accounts/index.ts';

/** Verified reviews (docs/product.md, "Reviews"). */

type AddInput = z.output<typeof addreview.request>;
type ReplyInput = z.output<typeof replyreview.request>;

/**
 * A review is verified by its booking: the rule of who may review what, when, is the shared one
 * (modules/reviews/review-rules.repository.ts). Anything else is review_not_allowed, whichever rule failed
 * (a stranger learns nothing about the booking).
 */
export async function addReview(
  db: Database,
  events: DomainEvents,
  userId: number,
  input: AddInput,
) {
  const booking = await findReviewableBooking(db, input.bookingId, userId);
  if (!booking) throw new AppError('review_not_allowed');
  try {
    return await db.transaction(async (tx) => {
      const review = await insertReview(tx, {
        topicId: booking.topicId ?? booking.eventTopicId,
        providerId: booking.providerId,
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

/** The provider reads at most this many of the latest reviews of their trainings. */
const receivedMax = 50;

function itemOf(row: Awaited<ReturnType<typeof selectPendingReviews>>[number]) {
  return {
    bookingId: row.bookingId,
    title: row.title,
    url: row.url,
    provider: {
      id: row.providerId,
      username: row.providerUsername,
      name: displayNameOf({
        username: row.providerUsername,
        firstName: row.providerFirstName,
        lastName: row.providerLastName,
      }),
    },
    endedAt: row.endedAt?.toISOString() ?? null,
    reviewUntil: row.endedAt ? reviewDeadlineOf(row.endedAt).toISOString() : null,
  };
}

function writtenOf(row: Awaited<ReturnType<typeof selectWrittenReviews>>[number]) {
  return {
    ...itemOf(row),
    reviewId: row.reviewId,
    rating: row.ratingHalves / 2,
    text: row.comment ?? '',
    reply: row.reply,
    createdAt: row.createdAt.toISOString(),
    hidden: row.hidden,
  };
}

/**
 * The review page: what I may review now, what I reviewed, and the latest reviews of my own
 * trainings (a provider may reply to each once: canReply while there is no reply).
 */
export async function listReviewable(db: Database, userId: number) {
  const [pending, written, received] = await Promise.all([
    selectPendingReviews(db, userId, new Date()),
    selectWrittenReviews(db, userId),
    selectReceivedReviews(db, userId, receivedMax),
  ]);
  return {
    pending: pending.map(itemOf),
    reviewed: written.map(writtenOf),
    received: received.map((row) => ({
      ...writtenOf(row),
      reviewer: {
        name: displayNameOf({
          username: row.reviewerUsername,
          firstName: row.reviewerFirstName,
          lastName: row.reviewerLastName,
        }),
      },
      canReply: row.reply === null,
    })),
  };
}
