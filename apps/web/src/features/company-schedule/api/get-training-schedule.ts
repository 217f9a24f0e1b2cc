import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ActionRequest, ActionResponse } from '@app/contracts/registry';
import { callActionOrThrow } from '../../../lib/api-client.ts';
import { scheduleKeys } from './company-schedule-keys.ts';

export type ScheduleParams = ActionRequest<'trainingschedule'>;
export type TrainingSchedule = ActionResponse<'trainingschedule'>;
export type ScheduleTraining = TrainingSchedule['trainings'][number];

export function getTrainingSchedule(params: ScheduleParams): Promise<TrainingSchedule> {
  return callActionOrThrow('trainingschedule', params);
}

export const trainingScheduleQueryOptions = (params: ScheduleParams) =>
  queryOptions({
    queryKey: scheduleKeys.list(params),
    queryFn: () => getTrainingSchedule(params),
    // Moving between months keeps the last one on screen until the next arrives.
    placeholderData: keepPreviousData,
  });

/** The active company's trainings in a period, filtered by department and person. */
export function useTrainingSchedule(params: ScheduleParams) {
  return useQuery(trainingScheduleQueryOptions(params));
}
