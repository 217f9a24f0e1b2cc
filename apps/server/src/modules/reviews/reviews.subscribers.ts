import { subscriber, type Subscriber } from '../../shared/domain-events.ts';
import { notifyReviewChange } from './review-notifications.ts';

export const reviewsSubscribers: Subscriber[] = [
  subscriber('review.changed', 'reviews.notify', async (change, ctx) => {
    await ctx.db.transaction((tx) => notifyReviewChange(tx, ctx.live, change));
  }),
];
