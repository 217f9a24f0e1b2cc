import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ActionResponse } from '@app/contracts/registry';
import { callActionOrThrow } from '../../../lib/api-client.ts';
import { trainingAssessmentKeys } from './training-assessment-keys.ts';

export type AssessmentResults = ActionResponse<'assessmentresults'>;
export type TrainingResult = AssessmentResults['trainings'][number];
export type CompletionRow = AssessmentResults['completion'][number];
export type AssessmentToAnswer = AssessmentResults['toAnswer'][number];

export function getAssessmentResults(): Promise<AssessmentResults> {
  return callActionOrThrow('assessmentresults', {});
}

export const assessmentResultsQueryOptions = () =>
  queryOptions({ queryKey: trainingAssessmentKeys.results(), queryFn: getAssessmentResults });

/** The company's results per training, trainer and topic, my assessments to answer, completion. */
export function useAssessmentResults() {
  return useQuery(assessmentResultsQueryOptions());
}
