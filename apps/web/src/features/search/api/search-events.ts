import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ActionRequest, ActionResponse } from '@app/contracts/registry';
import { callActionOrThrow } from '../../../lib/api-client.ts';
import { searchKeys } from './search-keys.ts';

export type EventsSearchInput = ActionRequest<'searchevents'>;
export type EventsSearchResult = ActionResponse<'searchevents'>;

export function searchEvents(input: EventsSearchInput): Promise<EventsSearchResult> {
  return callActionOrThrow('searchevents', input);
}

/** One page of the event search page (and the upcoming events page). */
export const searchEventsQueryOptions = (input: EventsSearchInput, viewerId: number | null) =>
  queryOptions({
    queryKey: searchKeys.results('events', input, viewerId),
    queryFn: () => searchEvents(input),
    staleTime: 30_000,
  });

/** The previous page stays on screen while the next one loads. */
export function useSearchEvents(input: EventsSearchInput, viewerId: number | null, enabled = true) {
  return useQuery({
    ...searchEventsQueryOptions(input, viewerId),
    placeholderData: keepPreviousData,
    enabled,
  });
}
