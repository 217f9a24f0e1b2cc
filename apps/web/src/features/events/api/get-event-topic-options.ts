import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ActionResponse } from '@app/contracts/registry';
import { callActionOrThrow } from '../../../lib/api-client.ts';
import { eventKeys } from './event-keys.ts';

export type EventTopicOption = ActionResponse<'eventtopicoptions'>['topics'][number];

export async function getEventTopicOptions(): Promise<EventTopicOption[]> {
  return (await callActionOrThrow('eventtopicoptions', {})).topics;
}

export const eventTopicOptionsQueryOptions = () =>
  queryOptions({
    queryKey: eventKeys.topicOptions(),
    queryFn: getEventTopicOptions,
    staleTime: 60_000,
  });

export function useEventTopicOptions() {
  return useQuery(eventTopicOptionsQueryOptions());
}
