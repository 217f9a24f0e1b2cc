import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callActionOrThrow } from '../../../lib/api-client.ts';
import { useSetNotificationCount } from './get-counts.ts';
import { markCachedRead } from './get-notifications.ts';
import { notificationKeys } from './notification-keys.ts';

/** Marks one notification (by id) or all of them read; answers how many are left unread. */
export async function readNotification(id?: number): Promise<number> {
  const result = await callActionOrThrow('readnotification', id === undefined ? {} : { id });
  return result.notif;
}

/**
 * The lists show the change at once, the badge takes the server's count, and the lists are asked
 * again afterwards. A list answer already on its way was read before the change: it is cancelled,
 * or it would bring the old state back.
 */
export function useReadNotification() {
  const queryClient = useQueryClient();
  const setNotificationCount = useSetNotificationCount();
  return useMutation({
    mutationFn: (id?: number) => readNotification(id),
    onMutate: async (id) => {
      await queryClient.cancelQueries({ queryKey: notificationKeys.all });
      markCachedRead(queryClient, id);
    },
    onSuccess: (unread) => setNotificationCount(unread),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
