import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ActionResponse } from '@app/contracts/registry';
import { callActionOrThrow } from '../../../lib/api-client.ts';
import { trainingAssessmentKeys } from './training-assessment-keys.ts';

export type AssessmentQuestions = ActionResponse<'assessmentquestions'>;

export function getAssessmentQuestions(): Promise<AssessmentQuestions> {
  return callActionOrThrow('assessmentquestions', {});
}

export const assessmentQuestionsQueryOptions = () =>
  queryOptions({ queryKey: trainingAssessmentKeys.questions(), queryFn: getAssessmentQuestions });

/** The company's questionnaire, and whether the caller (its admin) may edit it. */
export function useAssessmentQuestions() {
  return useQuery(assessmentQuestionsQueryOptions());
}
