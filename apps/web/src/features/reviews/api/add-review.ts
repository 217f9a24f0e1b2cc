import { useMutation } from '@tanstack/react-query';
import type { ActionRequest, ActionResponse } from '@app/contracts/registry';
import { callActionOrThrow } from '../../../lib/api-client.ts';
import { useAfterReviewChange } from './use-after-review-change.ts';

export type AddReviewInput = ActionRequest<'addreview'>;

export function addReview(input: AddReviewInput): Promise<ActionResponse<'addreview'>> {
  return callActionOrThrow('addreview', input);
}

/** Publishes a review of a booking; the training moves from "To review" to "Your reviews". */
export function useAddReview() {
  const afterChange = useAfterReviewChange();
  return useMutation({ mutationFn: addReview, onSuccess: afterChange });
}
