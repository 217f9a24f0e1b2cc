import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ActionResponse } from '@app/contracts/registry';
import { callActionOrThrow } from '../../../lib/api-client.ts';
import { reviewKeys } from './review-keys.ts';

export type Reviewable = ActionResponse<'reviewable'>;
export type PendingReview = Reviewable['pending'][number];
export type WrittenReview = Reviewable['reviewed'][number];
export type ReceivedReview = Reviewable['received'][number];

export function getReviewable(): Promise<Reviewable> {
  return callActionOrThrow('reviewable', {});
}

export const reviewableQueryOptions = () =>
  queryOptions({ queryKey: reviewKeys.reviewable(), queryFn: getReviewable, staleTime: 0 });

/** What I may review now, what I reviewed, and (providers) the reviews of my trainings. */
export function useReviewable() {
  return useQuery(reviewableQueryOptions());
}
