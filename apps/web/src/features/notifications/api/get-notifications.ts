import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useQuery,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import type { NotificationItem } from '@app/contracts/actions/messaging';
import { notificationPageSize } from '@app/contracts/messaging-rules';
import type { Language } from '@app/contracts/locales';
import type { ActionResponse } from '@app/contracts/registry';
import { callActionOrThrow } from '../../../lib/api-client.ts';
import { viewerTimeZone } from '../../../lib/intl.ts';
import { notificationKeys } from './notification-keys.ts';

export type NotificationsPage = ActionResponse<'getNotification'>;
export type NotificationFilter = 'all' | 'unread' | 'read';
export type { NotificationItem };

/**
 * Ten notifications, newest first, older than `lastId` (0: the newest), in `lang`, with their
 * moments in the viewer's zone (as the pages show them).
 */
export function getNotifications(
  filter: NotificationFilter,
  lang: Language,
  lastId = 0,
): Promise<NotificationsPage> {
  return callActionOrThrow('getNotification', {
    type: 'notifilist',
    lastid: lastId,
    filter,
    lang,
    tz: viewerTimeZone(),
  });
}

/** docs/product.md: the list grows by lastid, the last id seen, as the reader scrolls. */
export const notificationsQueryOptions = (filter: NotificationFilter, lang: Language) =>
  infiniteQueryOptions({
    queryKey: notificationKeys.list({ filter, lang }),
    queryFn: ({ pageParam }) => getNotifications(filter, lang, pageParam),
    initialPageParam: 0,
    // A short page is the last one; otherwise the next starts after its last id.
    getNextPageParam: (lastPage) =>
      lastPage.list.length >= notificationPageSize
        ? lastPage.list[lastPage.list.length - 1]?.id
        : undefined,
    staleTime: 0,
  });

export function useNotifications(filter: NotificationFilter, lang: Language) {
  return useInfiniteQuery(notificationsQueryOptions(filter, lang));
}

/** The header panel: the newest ten, asked each time it opens. */
export const latestNotificationsQueryOptions = (lang: Language) =>
  queryOptions({
    queryKey: notificationKeys.latest(lang),
    queryFn: () => getNotifications('all', lang),
    staleTime: 0,
  });

export function useLatestNotifications(lang: Language) {
  return useQuery(latestNotificationsQueryOptions(lang));
}

/** Every notification of the cached pages once, newest first. */
export function notificationsOf(
  data: InfiniteData<NotificationsPage> | undefined,
): NotificationItem[] {
  const byId = new Map<number, NotificationItem>();
  for (const page of data?.pages ?? []) {
    for (const item of page.list) if (!byId.has(item.id)) byId.set(item.id, item);
  }
  return [...byId.values()];
}

/** Marks notifications read in every cached list at once (one by id, or all). */
export function markCachedRead(queryClient: QueryClient, id?: number): void {
  const mark = (item: NotificationItem): NotificationItem =>
    id === undefined || item.id === id ? { ...item, status: 'read' } : item;
  queryClient.setQueriesData<InfiniteData<NotificationsPage>>(
    { queryKey: notificationKeys.lists() },
    (data) =>
      data && {
        ...data,
        pages: data.pages.map((page) => ({ ...page, list: page.list.map(mark) })),
      },
  );
  queryClient.setQueriesData<NotificationsPage>(
    { queryKey: [...notificationKeys.all, 'latest'] },
    (page) => page && { ...page, list: page.list.map(mark) },
  );
}
