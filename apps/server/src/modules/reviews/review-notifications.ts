import type { Transaction } from '../../db/client.ts';
import type { LiveHub } from '../../lib/live.ts';
import { findPersonName } from '../accounts/index.ts';
import type { DomainEventMap } from '../../shared/domain-events.ts';
import { storeNotification } from '../notifications/index.ts';
import { findReviewNotice } from './reviews.repository.ts';

/** The provider hears of a new review of their training, once (dedupe key). */
export async function notifyReviewChange(
  tx: Transaction,
  live: LiveHub,
  change: DomainEventMap['review.changed'],
): Promise<void> {
  if (change.change !== 'create') return;
  const review = await findReviewNotice(tx, change.reviewId);
  if (!review) return;
  const reviewer = (await findPersonName(tx, review.userId))?.name ?? '';
  await storeNotification(tx, live, {
    userId: review.providerId,
    kind: 'review_received',
    params: { reviewer, title: review.title, rating: String(review.ratingHalves / 2) },
    link: `/mybooking/${review.bookingId}`,
    dedupeKey: `review:${review.id}:review_received:${review.providerId}`,
  });
}
