/** Messaging constants without zod, for the browser's first load (issue 14). */
export const notificationPageSize = 10;

/** The unread counts the live stream sends (`streamCounts` in actions/messaging.ts is its schema). */
export interface UnreadCounts {
  message: number;
  notif: number;
}

export function isUnreadCounts(value: unknown): value is UnreadCounts {
  if (typeof value !== 'object' || value === null) return false;
  const { message, notif } = value as Record<string, unknown>;
  return Number.isInteger(message) && Number.isInteger(notif);
}
