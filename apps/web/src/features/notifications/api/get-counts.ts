import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { isUnreadCounts } from '@app/contracts/messaging-rules';
import type { ActionResponse } from '@app/contracts/registry';
import { callActionOrThrow } from '../../../lib/api-client.ts';
import { useLiveEvent } from '../../../shared/live/live-stream.ts';
import { useSession } from '../../../shared/session/use-session.ts';
import { countKeys } from './counts-keys.ts';

export type UnreadCounts = Pick<ActionResponse<'countAllNotification'>, 'message' | 'notif'>;

/** docs/product.md: the counts are asked again every 20 000 ms while signed in. */
export const countsPollMs = 20_000;

export async function getUnreadCounts(): Promise<UnreadCounts> {
  const { message, notif } = await callActionOrThrow('countAllNotification', {});
  return { message, notif };
}

export const unreadCountsQueryOptions = () =>
  queryOptions({
    queryKey: countKeys.unread(),
    queryFn: getUnreadCounts,
    refetchInterval: countsPollMs,
    staleTime: 0,
  });

/**
 * Unread messages and notifications: polled while signed in, replaced at once by the stream's
 * `count` events, and asked again after the user's own actions (`useRefreshCounts`).
 */
export function useUnreadCounts() {
  const session = useSession();
  const queryClient = useQueryClient();
  const query = useQuery({ ...unreadCountsQueryOptions(), enabled: session.isLoggedIn });
  useLiveEvent(
    'count',
    (data) => {
      if (isUnreadCounts(data)) {
        queryClient.setQueryData(countKeys.unread(), { message: data.message, notif: data.notif });
      }
    },
    session.isLoggedIn,
  );
  return query.data ?? { message: 0, notif: 0 };
}

/** After an action of the user that reads or writes: the badges follow at once. */
export function useRefreshCounts(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(
    () => queryClient.invalidateQueries({ queryKey: countKeys.all }),
    [queryClient],
  );
}

/** A count the server has just answered (readnotification says how many are left). */
export function useSetNotificationCount(): (notif: number) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (notif: number) =>
      queryClient.setQueryData<UnreadCounts>(countKeys.unread(), (counts) =>
        counts ? { ...counts, notif } : counts,
      ),
    [queryClient],
  );
}
