import type { NotificationKind } from '@app/contracts/notifications';
import type { Queryable } from '../../db/client.ts';
import { notifications } from '../../db/schema.ts';

export interface NewNotification {
  userId: number;
  kind: NotificationKind;
  /** The values of the kind's text (packages/contracts/src/notifications.ts). */
  params: Record<string, string>;
  /** Language-neutral path of the page it leads to (`/event/Q/slug`, `/profile`). */
  link: string;
  /** One notification per key, ever: a handler that runs twice stores it once. */
  dedupeKey: string;
}

/** Inserts the notification unless its dedupe key exists; answers whether it was inserted. */
export async function insertNotification(
  db: Queryable,
  notification: NewNotification,
): Promise<boolean> {
  const inserted = await db
    .insert(notifications)
    .values(notification)
    .onConflictDoNothing({ target: notifications.dedupeKey })
    .returning({ id: notifications.id });
  return inserted.length > 0;
}
