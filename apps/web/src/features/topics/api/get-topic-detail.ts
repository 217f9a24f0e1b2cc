import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ActionResponse } from '@app/contracts/registry';
import { callActionOrNull } from '../../../lib/api-client.ts';
import { topicKeys } from './topic-keys.ts';

export type TopicPageData = Omit<ActionResponse<'topicdetail'>, 'status'>;
export type TopicKey = { url: string } | { id: number };

/** The topic with its reviews and related topics, or null when there is none to show. */
export async function getTopicDetail(key: TopicKey): Promise<TopicPageData | null> {
  const result = await callActionOrNull('topicdetail', key, 'listing_not_found');
  if (!result) return null;
  const { topic, reviews, related } = result;
  return { topic, reviews, related };
}

export const topicDetailQueryOptions = (key: TopicKey) =>
  queryOptions({
    queryKey: topicKeys.detail('url' in key ? key.url.toLowerCase() : key.id),
    queryFn: () => getTopicDetail(key),
  });

export function useTopicDetail(key: TopicKey | null) {
  return useQuery({
    ...topicDetailQueryOptions(key ?? { id: 0 }),
    enabled: key !== null,
  });
}
