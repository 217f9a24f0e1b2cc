import type { Transaction } from '../../db/client.ts';
import type { LiveHub } from '../../lib/live.ts';
import { insertNotification, type NewNotification } from './notification-store.repository.ts';
import { countUnread } from './unread-counts.repository.ts';

/** Tells the user's open pages (every tab, every app server) their unread counts, after commit. */
export async function publishUnreadCounts(
  tx: Transaction,
  live: LiveHub,
  userId: number,
): Promise<void> {
  await live.publish(tx, userId, { type: 'count', data: await countUnread(tx, userId) });
}

/**
 * Stores an in-app notification in the caller's transaction, once per dedupe key (a job or
 * subscriber that runs again stores nothing more), and updates the user's badge live. Any module
 * that notifies (accounts, events, later bookings and approvals) goes through here. Answers
 * whether it was new.
 */
export async function storeNotification(
  tx: Transaction,
  live: LiveHub,
  notification: NewNotification,
): Promise<boolean> {
  const stored = await insertNotification(tx, notification);
  if (stored) await publishUnreadCounts(tx, live, notification.userId);
  return stored;
}
