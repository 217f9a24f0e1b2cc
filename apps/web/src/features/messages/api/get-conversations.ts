import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import type { ConversationItem } from '@app/contracts/actions/messaging';
import type { ActionResponse } from '@app/contracts/registry';
import { callActionOrThrow } from '../../../lib/api-client.ts';
import { messageKeys } from './message-keys.ts';

export type ConversationsPage = ActionResponse<'conversations'>;
export type { ConversationItem };

export function getConversations(search: string, before?: string): Promise<ConversationsPage> {
  return callActionOrThrow('conversations', {
    ...(search ? { search } : {}),
    ...(before ? { before } : {}),
  });
}

/** The inbox, latest first, 20 at a time: the next page starts before the last one's date. */
export const conversationsQueryOptions = (search: string) =>
  infiniteQueryOptions({
    queryKey: messageKeys.list({ search }),
    queryFn: ({ pageParam }) => getConversations(search, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) =>
      lastPage.more ? lastPage.list[lastPage.list.length - 1]?.date : undefined,
    staleTime: 0,
  });

export function useConversations(search: string) {
  return useInfiniteQuery(conversationsQueryOptions(search));
}

/** The header panel: the latest conversations, asked each time it opens. */
export const latestConversationsQueryOptions = () =>
  queryOptions({
    queryKey: messageKeys.latest(),
    queryFn: () => getConversations(''),
    staleTime: 0,
  });

export function useLatestConversations() {
  return useQuery(latestConversationsQueryOptions());
}

/** Conversations of every cached page once, in the server's order. */
export function conversationsOf(
  pages: readonly ConversationsPage[] | undefined,
): ConversationItem[] {
  const seen = new Set<number>();
  const shown: ConversationItem[] = [];
  for (const page of pages ?? []) {
    for (const item of page.list) {
      if (seen.has(item.user.id)) continue;
      seen.add(item.user.id);
      shown.push(item);
    }
  }
  return shown;
}
