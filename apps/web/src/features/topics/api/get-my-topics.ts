import type { PublicationState } from '@app/contracts/states';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callActionOrThrow } from '../../../lib/api-client.ts';
import { topicKeys } from './topic-keys.ts';

export type TopicStatusFilter = PublicationState | undefined;

export const myTopicsPageSize = 10;

export const myTopicsQueryOptions = (status: TopicStatusFilter, page: number) =>
  queryOptions({
    queryKey: topicKeys.list({ status: status ?? 'all', page }),
    queryFn: () => callActionOrThrow('mytopics', { status, page, pageSize: myTopicsPageSize }),
  });

export function useMyTopics(status: TopicStatusFilter, page: number) {
  // The previous page stays on screen while the next one loads, so the list does not jump.
  return useQuery({ ...myTopicsQueryOptions(status, page), placeholderData: keepPreviousData });
}
