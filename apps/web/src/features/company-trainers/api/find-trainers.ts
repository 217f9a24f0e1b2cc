import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ActionResponse } from '@app/contracts/registry';
import { callActionOrThrow } from '../../../lib/api-client.ts';
import { companyTrainerKeys } from './company-trainer-keys.ts';

export type FoundTrainer = ActionResponse<'findtrainers'>['list'][number];

/** The marketplace's providers whose name contains the words (asked from two characters on). */
export async function findTrainers(search: string): Promise<FoundTrainer[]> {
  const { list } = await callActionOrThrow('findtrainers', { search });
  return list;
}

export const findTrainersQueryOptions = (search: string) =>
  queryOptions({
    queryKey: companyTrainerKeys.search(search),
    queryFn: () => findTrainers(search),
  });

export function useFindTrainers(search: string) {
  return useQuery({
    ...findTrainersQueryOptions(search),
    enabled: search.length >= 2,
    placeholderData: keepPreviousData,
  });
}
