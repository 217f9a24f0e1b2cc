import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ActionRequest, ActionResponse } from '@app/contracts/registry';
import { callActionOrThrow } from '../../../lib/api-client.ts';
import { searchKeys } from './search-keys.ts';

export type RequirementsSearchInput = ActionRequest<'searchrequirements'>;
export type RequirementsSearchResult = ActionResponse<'searchrequirements'>;

export function searchRequirements(
  input: RequirementsSearchInput,
): Promise<RequirementsSearchResult> {
  return callActionOrThrow('searchrequirements', input);
}

/** One page of the requirement search page. */
export const searchRequirementsQueryOptions = (
  input: RequirementsSearchInput,
  viewerId: number | null,
) =>
  queryOptions({
    queryKey: searchKeys.results('requirements', input, viewerId),
    queryFn: () => searchRequirements(input),
    staleTime: 30_000,
  });

/** The previous page stays on screen while the next one loads. */
export function useSearchRequirements(
  input: RequirementsSearchInput,
  viewerId: number | null,
  enabled = true,
) {
  return useQuery({
    ...searchRequirementsQueryOptions(input, viewerId),
    placeholderData: keepPreviousData,
    enabled,
  });
}
