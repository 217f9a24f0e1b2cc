import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ActionRequest, ActionResponse } from '@app/contracts/registry';
import { callActionOrThrow } from '../../../lib/api-client.ts';
import { askedEveryVisit } from '../../../lib/query-client.ts';
import { searchKeys } from './search-keys.ts';

export type TopicsSearchInput = ActionRequest<'searchtopics'>;
export type TopicsSearchResult = ActionResponse<'searchtopics'>;

export function searchTopics(input: TopicsSearchInput): Promise<TopicsSearchResult> {
  return callActionOrThrow('searchtopics', input);
}

/**
 * One page of the topic search page. Cards carry the viewer's favourites: the viewer is part of
 * the key, and a page seen again is asked afresh (a heart may have changed meanwhile).
 */
export const searchTopicsQueryOptions = (input: TopicsSearchInput, viewerId: number | null) =>
  queryOptions({
    queryKey: searchKeys.results('topics', input, viewerId),
    queryFn: () => searchTopics(input),
    staleTime: askedEveryVisit,
  });

/** The previous page stays on screen while the next one loads. */
export function useSearchTopics(input: TopicsSearchInput, viewerId: number | null, enabled = true) {
  return useQuery({
    ...searchTopicsQueryOptions(input, viewerId),
    placeholderData: keepPreviousData,
    enabled,
  });
}
