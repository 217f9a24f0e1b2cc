import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ActionResponse } from '@app/contracts/registry';
import { callActionOrThrow } from '../../../lib/api-client.ts';
import { trainingAssessmentKeys } from './training-assessment-keys.ts';

export type PublicAssessment = ActionResponse<'publicassessment'>;

export function getPublicAssessment(token: string): Promise<PublicAssessment> {
  return callActionOrThrow('publicassessment', { token });
}

export const publicAssessmentQueryOptions = (token: string) =>
  queryOptions({
    queryKey: trainingAssessmentKeys.detail(token),
    queryFn: () => getPublicAssessment(token),
    retry: false,
  });

/** The assessment an e-mailed link names: the training, its questions, and whether it is open. */
export function usePublicAssessment(token: string) {
  return useQuery(publicAssessmentQueryOptions(token));
}
