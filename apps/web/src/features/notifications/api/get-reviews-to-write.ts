import { queryOptions } from '@tanstack/react-query';
import { callActionOrThrow } from '../../../lib/api-client.ts';
import { countKeys } from './counts-keys.ts';

/** How many trainings I may review now (`reviewable`'s pending list, counted). */
export async function getReviewsToWrite(): Promise<number> {
  const { pending } = await callActionOrThrow('reviewable', {});
  return pending.length;
}

export const reviewsToWriteQueryOptions = () =>
  queryOptions({ queryKey: countKeys.reviewsToWrite(), queryFn: getReviewsToWrite });
