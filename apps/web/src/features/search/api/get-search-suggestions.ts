import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ActionResponse } from '@app/contracts/registry';
import { ApiError, callAction, isFailure } from '../../../lib/api-client.ts';

export type SearchSuggestions = ActionResponse<'searchBar'>;

export async function getSearchSuggestions(text: string): Promise<SearchSuggestions> {
  const result = await callAction('searchBar', { search: text });
  if (isFailure(result)) throw new ApiError(result.code, 200, result.fields ?? {}, result.msg);
  return result;
}

export const searchSuggestionsQueryOptions = (text: string) =>
  queryOptions({
    queryKey: ['search-suggestions', text] as const,
    queryFn: () => getSearchSuggestions(text),
    staleTime: 60_000,
  });

/** Suggestions for a text; nothing is requested while `text` is empty. */
export function useSearchSuggestions(text: string) {
  return useQuery({ ...searchSuggestionsQueryOptions(text), enabled: text !== '' });
}
