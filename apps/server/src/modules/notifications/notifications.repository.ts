import { and, desc, eq, isNotNull, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Language } from '@app/contracts/locales';
import type { Queryable, Transaction } from '../../db/client.ts';
import { events, favourites, notifications, topics, users } from '../../db/schema.ts';

export type NotificationFilter = 'all' | 'unread' | 'read';

/** A page of the user's notifications, newest first, after the id last seen. */
export async function selectNotificationPage(
  db: Queryable,
  userId: number,
  page: { lastId?: number | undefined; filter: NotificationFilter; limit: number },
) {
  return db
    .select({
      id: notifications.id,
      kind: notifications.kind,
      params: notifications.params,
      link: notifications.link,
      readAt: notifications.readAt,
      createdAt: notifications.createdAt,
    })
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        page.lastId ? lt(notifications.id, page.lastId) : undefined,
        page.filter === 'unread' ? isNull(notifications.readAt) : undefined,
        page.filter === 'read' ? isNotNull(notifications.readAt) : undefined,
      ),
    )
    .orderBy(desc(notifications.id))
    .limit(page.limit);
}

/** Marks one of the user's notifications, or all of them, read; answers how many changed. */
export async function markNotificationsRead(
  tx: Transaction,
  userId: number,
  id: number | undefined,
): Promise<number> {
  const changed = await tx
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(
      and(
        eq(notifications.userId, userId),
        isNull(notifications.readAt),
        id === undefined ? undefined : eq(notifications.id, id),
      ),
    )
    .returning({ id: notifications.id });
  return changed.length;
}

export async function updateUserLanguage(db: Queryable, userId: number, language: Language) {
  await db
    .update(users)
    .set({ language, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}

/** Whether the account exists and is active (a welcome for an erased account is pointless). */
export async function isActiveUser(db: Queryable, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.isActive, true)))
    .limit(1);
  return row !== undefined;
}

/** A published event with its topic, or null (unpublished again, deleted, or without topic). */
export async function findPublishedEventWithTopic(db: Queryable, eventId: number) {
  const [row] = await db
    .select({
      id: events.id,
      title: events.title,
      url: events.url,
      ownerId: events.userId,
      topicId: topics.id,
      topicTitle: topics.title,
    })
    .from(events)
    .innerJoin(topics, eq(topics.id, events.topicId))
    .where(and(eq(events.id, eventId), eq(events.status, 'published')))
    .limit(1);
  return row ?? null;
}

/** Active users who have the topic among their favourites, except one (the organiser). */
export async function selectUsersFavouring(db: Queryable, topicId: number, exceptUserId: number) {
  const rows = await db
    .select({ userId: favourites.userId })
    .from(favourites)
    .innerJoin(users, eq(users.id, favourites.userId))
    .where(
      and(
        eq(favourites.topicId, topicId),
        eq(users.isActive, true),
        ne(favourites.userId, exceptUserId),
      ),
    );
  return rows.map((row) => row.userId);
}
