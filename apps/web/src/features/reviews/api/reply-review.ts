import { useMutation } from '@tanstack/react-query';
import type { ActionRequest, ActionResponse } from '@app/contracts/registry';
import { callActionOrThrow } from '../../../lib/api-client.ts';
import { useAfterReviewChange } from './use-after-review-change.ts';

export type ReplyReviewInput = ActionRequest<'replyreview'>;

export function replyReview(input: ReplyReviewInput): Promise<ActionResponse<'replyreview'>> {
  return callActionOrThrow('replyreview', input);
}

/** The provider's one reply to a review of their training. */
export function useReplyReview() {
  const afterChange = useAfterReviewChange();
  return useMutation({ mutationFn: replyReview, onSuccess: afterChange });
}
