import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ActionRequest, ActionResponse } from '@app/contracts/registry';
import { callActionOrThrow } from '../../../lib/api-client.ts';
import { searchKeys } from './search-keys.ts';

export type TrainersSearchInput = ActionRequest<'searchtrainers'>;
export type TrainersSearchResult = ActionResponse<'searchtrainers'>;

export function searchTrainers(input: TrainersSearchInput): Promise<TrainersSearchResult> {
  return callActionOrThrow('searchtrainers', input);
}

/** One page of the search page's trainers tab. */
export const searchTrainersQueryOptions = (input: TrainersSearchInput) =>
  queryOptions({
    queryKey: searchKeys.results('trainers', input, null),
    queryFn: () => searchTrainers(input),
    staleTime: 30_000,
  });

/** The previous page stays on screen while the next one loads. */
export function useSearchTrainers(input: TrainersSearchInput) {
  return useQuery({ ...searchTrainersQueryOptions(input), placeholderData: keepPreviousData });
}
