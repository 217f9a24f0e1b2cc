import { eq } from 'drizzle-orm';
import { reviewVisibilityMachine } from '@app/contracts/states';
import type { Transaction } from '../../db/client.ts';
import { bookings, reviews, topics } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { fireTransition } from '../../shared/state-machine.ts';
import { reviewVisibilityColumn } from '../../shared/state-history.repository.ts';

/**
 * The staff hide a review or show it again (moderation) through its visibility machine, in the
 * caller's transaction: its author (who is told) and what it is a review of.
 */
export async function moderateReview(
  tx: Transaction,
  change: { id: number; transition: 'hide' | 'restore'; actorId: number; reason: string },
): Promise<{ ownerId: number; title: string }> {
  const [review] = await tx
    .select({
      id: reviews.id,
      userId: reviews.userId,
      state: reviews.state,
      bookingTitle: bookings.title,
      topicTitle: topics.title,
    })
    .from(reviews)
    .leftJoin(bookings, eq(bookings.id, reviews.bookingId))
    .leftJoin(topics, eq(topics.id, reviews.topicId))
    .where(eq(reviews.id, change.id))
    .for('update', { of: reviews })
    .limit(1);
  if (!review) throw new AppError('not_found');
  await fireTransition(tx, {
    machine: reviewVisibilityMachine,
    target: reviewVisibilityColumn,
    record: { id: review.id, state: review.state },
    transition: change.transition,
    actor: { userId: change.actorId, roles: ['staff'] },
    reason: change.reason,
  });
  return { ownerId: review.userId, title: review.bookingTitle ?? review.topicTitle ?? '' };
}
