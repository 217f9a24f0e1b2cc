import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { streamMessage, type MessageItem } from '@app/contracts/actions/messaging';
import { useRefreshCounts, useUnreadCounts } from '../../notifications/index.ts';
import { useLiveEvent } from '../../../shared/live/live-stream.ts';
import { addThreadMessages, getThreadPage } from '../api/get-thread.ts';
import { messageKeys } from '../api/message-keys.ts';

/**
 * Keeps an open conversation current: a message from the stream joins it at once, and reading
 * the newest page again marks it read. When the stream missed something (a reconnect, a proxy),
 * a rise of the polled unread count brings the newest page in the same way.
 */
export function useThreadLive(userId: number, myId: number, isLoaded: boolean) {
  const queryClient = useQueryClient();
  const refreshCounts = useRefreshCounts();
  const [arrived, setArrived] = useState<MessageItem | null>(null);

  const inFlight = useRef<Promise<void> | null>(null);
  const catchUp = useCallback(() => {
    // A stream event and the count it raises ask at the same moment: one request serves both.
    inFlight.current ??= (async () => {
      try {
        const page = await getThreadPage(userId, 0);
        addThreadMessages(queryClient, userId, page.list);
        await Promise.all([
          refreshCounts(),
          queryClient.invalidateQueries({ queryKey: messageKeys.lists() }),
          queryClient.invalidateQueries({ queryKey: messageKeys.latest() }),
        ]);
      } finally {
        inFlight.current = null;
      }
    })();
    return inFlight.current;
  }, [queryClient, refreshCounts, userId]);

  useLiveEvent('message', (data) => {
    const parsed = streamMessage.safeParse(data);
    if (!parsed.success || parsed.data.partner !== userId) return;
    const { partner: _partner, ...item } = parsed.data;
    const fromThem = item.fromUser === userId && item.toUser === myId;
    addThreadMessages(queryClient, userId, [item]);
    if (fromThem) {
      setArrived(item);
      catchUp().catch(() => undefined);
    }
  });

  const unread = useUnreadCounts().message;
  const lastUnread = useRef<number | null>(null);
  useEffect(() => {
    if (!isLoaded) return;
    const before = lastUnread.current;
    lastUnread.current = unread;
    if (before !== null && unread > before) catchUp().catch(() => undefined);
  }, [unread, isLoaded, catchUp]);

  return { arrived };
}
