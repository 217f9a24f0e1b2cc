import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ActionRequest, ActionResponse } from '@app/contracts/registry';
import { callActionOrThrow } from '../../../lib/api-client.ts';
import { trainingAssessmentKeys } from './training-assessment-keys.ts';

export function answerManagerAssessment(
  input: ActionRequest<'answermanagerassessment'>,
): Promise<ActionResponse<'answermanagerassessment'>> {
  return callActionOrThrow('answermanagerassessment', input);
}

/** My own assessment of a company training; the results then count it. */
export function useAnswerManagerAssessment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerManagerAssessment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: trainingAssessmentKeys.all }),
  });
}
