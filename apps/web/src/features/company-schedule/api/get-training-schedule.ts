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
    meta: { reads: ['trainingschedule'] },
    queryKey: scheduleKeys.list(params),
    queryFn: () => getTrainingSchedule(params),
    // Moving between months keeps the last one on screen until the next arrives.
    placeholderData: keepPreviousData,
  });

/** The trainings of the active location (or the chosen ones of the group) in a period, filtered. */
export function useTrainingSchedule(params: ScheduleParams) {
  return useQuery(trainingScheduleQueryOptions(params));
}
