import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Queryable, Transaction } from '../../db/client.ts';
import { notifications, userSettings, users } from '../../db/schema.ts';

/** The e-mail about unread notifications (notification-email.service.ts): its queries. */

/**
 * Users with a notification unread since before `cutoff` whose e-mail is not dealt with yet, who
 * were not e-mailed about notifications since `quietSince` (a user without settings has the
 * defaults).
 */
export async function selectUsersAwaitingNotificationEmail(
  db: Queryable,
  cutoff: Date,
  quietSince: Date,
  limit: number,
): Promise<number[]> {
  const rows = await db
    .selectDistinct({ userId: notifications.userId })
    .from(notifications)
    .leftJoin(userSettings, eq(userSettings.userId, notifications.userId))
    .where(
      and(
        isNull(notifications.readAt),
        isNull(notifications.emailHandledAt),
        lte(notifications.createdAt, cutoff),
        or(
          isNull(userSettings.notificationsEmailedAt),
          lte(userSettings.notificationsEmailedAt, quietSince),
        ),
      ),
    )
    .limit(limit);
  return rows.map((row) => row.userId);
}

/**
 * The recipient, with their settings row locked so that one server decides about their e-mail at
 * a time; null when another server holds it (it is deciding right now).
 */
export async function lockDigestRecipient(tx: Transaction, userId: number) {
  await tx.insert(userSettings).values({ userId }).onConflictDoNothing();
  const [row] = await tx
    .select({
      email: users.email,
      username: users.username,
      firstName: users.firstName,
      language: users.language,
      isActive: users.isActive,
      wantsEmails: userSettings.messageNotifications,
      notificationsEmailedAt: userSettings.notificationsEmailedAt,
    })
    .from(userSettings)
    .innerJoin(users, eq(users.id, userSettings.userId))
    .where(eq(userSettings.userId, userId))
    .for('update', { of: userSettings, skipLocked: true });
  return row ?? null;
}

/** The user's unread notifications from before `cutoff` not yet dealt with, oldest first. */
export function selectPendingNotifications(tx: Queryable, userId: number, cutoff: Date) {
  return tx
    .select({
      id: notifications.id,
      kind: notifications.kind,
      params: notifications.params,
      link: notifications.link,
    })
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        isNull(notifications.readAt),
        isNull(notifications.emailHandledAt),
        lte(notifications.createdAt, cutoff),
      ),
    )
    .orderBy(asc(notifications.id));
}

/** Marks notifications' e-mail as dealt with (at a time), or not (null: a failed send). */
export async function setEmailHandled(db: Queryable, ids: number[], at: Date | null) {
  if (ids.length === 0) return;
  await db.update(notifications).set({ emailHandledAt: at }).where(inArray(notifications.id, ids));
}

export async function setNotificationsEmailedAt(db: Queryable, userId: number, at: Date | null) {
  await db
    .update(userSettings)
    .set({ notificationsEmailedAt: at, updatedAt: sql`now()` })
    .where(eq(userSettings.userId, userId));
}
