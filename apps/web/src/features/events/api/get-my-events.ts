import type { PublicationState } from '@app/contracts/states';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ActionResponse } from '@app/contracts/registry';
import { callActionOrThrow } from '../../../lib/api-client.ts';
import { eventKeys } from './event-keys.ts';

export type MyEvents = ActionResponse<'myevents'>;
export type MyEventItem = MyEvents['events'][number];

export interface MyEventsQuery {
  status?: PublicationState;
  when?: 'upcoming' | 'past';
  page: number;
  pageSize: number;
}

export function getMyEvents(query: MyEventsQuery): Promise<MyEvents> {
  return callActionOrThrow('myevents', query);
}

export const myEventsQueryOptions = (query: MyEventsQuery) =>
  queryOptions({
    queryKey: eventKeys.list(query),
    queryFn: () => getMyEvents(query),
    // Paging and switching tabs keep the old rows on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });

export function useMyEvents(query: MyEventsQuery) {
  return useQuery(myEventsQueryOptions(query));
}
