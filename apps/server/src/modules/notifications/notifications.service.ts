import { notificationPageSize, type NotificationItem } from '@app/contracts/actions/messaging';
import type { Language } from '@app/contracts/locales';
import { isNotificationKind, renderNotification } from '@app/contracts/notifications';
import type { Database } from '../../db/client.ts';
import type { LiveHub } from '../../lib/live.ts';
import { publishUnreadCounts } from './store-notification.ts';
import { countUnread } from './unread-counts.repository.ts';
import {
  markNotificationsRead,
  selectNotificationPage,
  updateUserLanguage,
  type NotificationFilter,
} from './notifications.repository.ts';

/** The two badges of the header (polled every 20 s): one indexed statement. */
export const countUnreadForBadges = (db: Database, userId: number) => countUnread(db, userId);

/**
 * A page of notifications, each written in `language` when it is read (a user who changes
 * language reads every notification in the new one), its moments in the reader's zone; the link
 * stays language-neutral.
 */
export async function listNotifications(
  db: Database,
  userId: number,
  page: {
    lastId?: number | undefined;
    filter: NotificationFilter;
    language: Language;
    /** The reader's zone for the moments it names (the web sends the browser's). */
    timeZone?: string | undefined;
  },
): Promise<NotificationItem[]> {
  const rows = await selectNotificationPage(db, userId, {
    lastId: page.lastId,
    filter: page.filter,
    limit: notificationPageSize,
  });
  return rows.map((row) => ({
    id: row.id,
    // A kind this version does not know (stored by a newer one) still shows its link.
    message: isNotificationKind(row.kind)
      ? renderNotification(row.kind, row.params, page.language, page.timeZone)
      : row.kind,
    date: row.createdAt.toISOString(),
    link: row.link,
    status: row.readAt ? ('read' as const) : ('unread' as const),
  }));
}

/**
 * Marks one notification (not the user's or already read: nothing changes) or all of them read,
 * updates the user's open pages, and answers the unread count.
 */
export async function readNotifications(
  db: Database,
  live: LiveHub,
  userId: number,
  id: number | undefined,
): Promise<number> {
  return db.transaction(async (tx) => {
    if ((await markNotificationsRead(tx, userId, id)) > 0) {
      await publishUnreadCounts(tx, live, userId);
    }
    return (await countUnread(tx, userId)).notif;
  });
}

export const changeLanguage = (db: Database, userId: number, language: Language) =>
  updateUserLanguage(db, userId, language);
