import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ActionRequest, ActionResponse } from '@app/contracts/registry';
import { callActionOrThrow } from '../../../lib/api-client.ts';
import { trainingAssessmentKeys } from './training-assessment-keys.ts';

export function answerAssessment(
  input: ActionRequest<'answerassessment'>,
): Promise<ActionResponse<'answerassessment'>> {
  return callActionOrThrow('answerassessment', input);
}

/** An attendee's answers by their link; the page then thanks them. */
export function useAnswerAssessment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerAssessment,
    onSuccess: (_reply, input) =>
      queryClient.invalidateQueries({ queryKey: trainingAssessmentKeys.detail(input.token) }),
  });
}
