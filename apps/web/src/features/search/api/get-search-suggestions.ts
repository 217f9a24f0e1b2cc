import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ActionResponse } from '@app/contracts/registry';
import { callActionOrThrow } from '../../../lib/api-client.ts';
import { searchKeys } from './search-keys.ts';

export type SearchSuggestions = ActionResponse<'searchBar'>;

export function getSearchSuggestions(text: string): Promise<SearchSuggestions> {
  return callActionOrThrow('searchBar', { search: text });
}

export const searchSuggestionsQueryOptions = (text: string) =>
  queryOptions({
    queryKey: searchKeys.suggestions(text),
    queryFn: () => getSearchSuggestions(text),
    staleTime: 60_000,
  });

/** Suggestions for a text; nothing is requested while `text` is empty. */
export function useSearchSuggestions(text: string) {
  return useQuery({ ...searchSuggestionsQueryOptions(text), enabled: text !== '' });
}
