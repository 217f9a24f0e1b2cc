import {
  infiniteQueryOptions,
  useInfiniteQuery,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import type { MessageItem } from '@app/contracts/actions/messaging';
import type { ActionResponse } from '@app/contracts/registry';
import { callActionOrThrow } from '../../../lib/api-client.ts';
import { messageKeys } from './message-keys.ts';

export type ThreadPage = ActionResponse<'allmessage'>;
export type ThreadData = InfiniteData<ThreadPage>;
export type { MessageItem };

/**
 * One page of the conversation with `userId`, newest first: `before` 0 is the newest page (which
 * the server marks read), otherwise the messages older than that id.
 */
export function getThreadPage(userId: number, before: number): Promise<ThreadPage> {
  return callActionOrThrow('allmessage', { firstmsg: userId, lastmsg: before, neworold: 'old' });
}

/** The oldest id of a page: where the next, older page starts. */
function oldestIdOf(page: ThreadPage): number | undefined {
  return page.list.reduce<number | undefined>(
    (oldest, item) => (oldest === undefined || item.id < oldest ? item.id : oldest),
    undefined,
  );
}

export const threadQueryOptions = (userId: number) =>
  infiniteQueryOptions({
    queryKey: messageKeys.thread(userId),
    queryFn: ({ pageParam }) => getThreadPage(userId, pageParam),
    initialPageParam: 0,
    getNextPageParam: (lastPage) => (lastPage.more ? oldestIdOf(lastPage) : undefined),
    // The thread follows the stream and the user's own sends; a revisit asks again (marks read).
    staleTime: 0,
  });

export function useThread(userId: number) {
  return useInfiniteQuery(threadQueryOptions(userId));
}

/** Every message of the cached pages once, oldest first (the server answers newest first). */
export function threadMessagesOf(data: ThreadData | undefined): MessageItem[] {
  const byId = new Map<number, MessageItem>();
  for (const page of data?.pages ?? []) for (const item of page.list) byId.set(item.id, item);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/** Messages that arrived by other ways (the stream, a send, a catch-up) join the newest page. */
export function addThreadMessages(
  queryClient: QueryClient,
  userId: number,
  items: readonly MessageItem[],
): void {
  if (items.length === 0) return;
  queryClient.setQueryData<ThreadData>(messageKeys.thread(userId), (data) => {
    const [newest, ...older] = data?.pages ?? [];
    if (!data || !newest) return data;
    const known = new Set(newest.list.map((item) => item.id));
    const added = items.filter((item) => !known.has(item.id));
    if (added.length === 0) return data;
    const list = [...added, ...newest.list].sort((a, b) => b.id - a.id);
    return { ...data, pages: [{ ...newest, list }, ...older] };
  });
}
