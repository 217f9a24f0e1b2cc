/** Messaging constants without zod, for the browser's first load (issue 14). */
export const notificationPageSize = 10;

/**
 * What a conversation can be about: the page the "Send a message" button was pressed on, or a
 * quote (the requirement's owner asks its provider questions in the quote's thread).
 */
export const messageSubjectKinds = ['topic', 'event', 'requirement', 'quote'] as const;
export type MessageSubjectKind = (typeof messageSubjectKinds)[number];

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
