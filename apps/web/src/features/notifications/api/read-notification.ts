import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callActionOrThrow } from '../../../lib/api-client.ts';
import { useSetNotificationCount } from '../../../shared/counts/get-counts.ts';
import { markCachedRead } from './get-notifications.ts';
import { notificationKeys } from './notification-keys.ts';

/** Marks one notification (by id) or all of them read; answers how many are left unread. */
export async function readNotification(id?: number): Promise<number> {
  const result = await callActionOrThrow('readnotification', id === undefined ? {} : { id });
  return result.notif;
}

/**
 * The lists show the change at once; the badge takes the server's count; the lists filtered by
 * state are asked again on their next visit.
 */
export function useReadNotification() {
  const queryClient = useQueryClient();
  const setNotificationCount = useSetNotificationCount();
  return useMutation({
    mutationFn: (id?: number) => readNotification(id),
    onMutate: (id) => markCachedRead(queryClient, id),
    onSuccess: async (unread) => {
      setNotificationCount(unread);
      await queryClient.invalidateQueries({ queryKey: notificationKeys.all, refetchType: 'none' });
    },
    onError: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
