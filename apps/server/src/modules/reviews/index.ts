/** The reviews module's public face: all that code outside modules/reviews/ may import. */
export {
  findProviderRating,
  providerStars,
  selectProviderRatings,
} from './provider-ratings.repository.ts';
export { findReviewDeadline, mayReviewNow } from './review-rules.repository.ts';
export { reviewActions } from './reviews.actions.ts';
export { moderateReview } from './review-moderation.ts';
export { reviewsSubscribers } from './reviews.subscribers.ts';
