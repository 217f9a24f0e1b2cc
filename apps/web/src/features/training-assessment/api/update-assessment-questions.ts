import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ActionRequest, ActionResponse } from '@app/contracts/registry';
import { callActionOrThrow } from '../../../lib/api-client.ts';
import { trainingAssessmentKeys } from './training-assessment-keys.ts';

export function updateAssessmentQuestions(
  input: ActionRequest<'updateassessmentquestions'>,
): Promise<ActionResponse<'updateassessmentquestions'>> {
  return callActionOrThrow('updateassessmentquestions', input);
}

/** Saves the questionnaire; trainings assessed later ask the new questions. */
export function useUpdateAssessmentQuestions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAssessmentQuestions,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: trainingAssessmentKeys.all }),
  });
}
