import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { companyTrainers, sessions, userSettings, users } from '../../db/schema.ts';
import { expiredCondition } from '../../plugins/sessions.ts';

/** A session that still works: within its absolute expiry and its idle limit. */
const isLiveSession = () => sql<boolean>`not (${expiredCondition() ?? sql`false`})`;

export interface SettingsPatch {
  profileVisibility?: boolean;
  messageNotifications?: boolean;
  newsletter?: boolean;
}

/**
 * Everything the settings screen shows, in one query. The settings row may be missing (accounts
 * created before it existed), so its columns are nullable here and the service applies defaults.
 */
export async function findSettingsView(db: Queryable, userId: number) {
  const [row] = await db
    .select({
      serviceType: users.serviceType,
      profileType: users.profileType,
      profileVisibility: userSettings.profileVisibility,
      messageNotifications: userSettings.messageNotifications,
      newsletter: userSettings.newsletter,
      associatedCompanies: sql<number>`(select count(*)::int from ${companyTrainers} t where t.user_id = ${users.id} and t.status = 'joined')`,
    })
    .from(users)
    .leftJoin(userSettings, eq(userSettings.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}

/** The user's language (null when never chosen), or undefined when there is no such user. */
export async function findUserLanguage(db: Queryable, userId: number) {
  const [row] = await db
    .select({ language: users.language })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ? row.language : undefined;
}

/** Writes the given switches, creating the user's settings row when it does not exist yet. */
export async function upsertSettings(db: Queryable, userId: number, patch: SettingsPatch) {
  await db
    .insert(userSettings)
    .values({ userId, ...patch })
    .onConflictDoUpdate({
      target: userSettings.userId,
      set: { ...patch, updatedAt: sql`now()` },
    });
}

export async function updateUserRole(
  db: Queryable,
  userId: number,
  patch: { serviceType?: 'provider' | 'seeker'; profileType?: 'individual' | 'company' },
) {
  await db
    .update(users)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}

export async function updatePasswordHash(db: Queryable, userId: number, passwordHash: string) {
  await db
    .update(users)
    .set({ passwordHash, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}

export async function markDeactivated(db: Queryable, userId: number) {
  await db
    .update(users)
    .set({ isActive: false, deactivatedAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}

/** The user's sessions that still work: the given one first, then the most recently used. */
export async function findLiveSessions(db: Queryable, userId: number, currentSessionId: string) {
  return db
    .select({
      id: sessions.id,
      isPersistent: sessions.isPersistent,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      ip: sessions.ip,
      userAgent: sessions.userAgent,
      twoFactor: sessions.twoFactor,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), isLiveSession()))
    .orderBy(desc(sql`${sessions.id} = ${currentSessionId}`), desc(sessions.lastSeenAt))
    .limit(200);
}

/** Deletes one session of the user; false when the user has no session with that id. */
export async function deleteSessionOf(
  db: Queryable,
  userId: number,
  sessionId: string,
): Promise<boolean> {
  const deleted = await db
    .delete(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)))
    .returning({ id: sessions.id });
  return deleted.length > 0;
}

/**
 * Deletes every session of the user except `keepSessionId` (all of them when null); answers how
 * many of the deleted ones still worked (expired rows are removed too, but not counted).
 */
export async function deleteSessionsOf(
  db: Queryable,
  userId: number,
  keepSessionId: string | null,
): Promise<number> {
  const deleted = await db
    .delete(sessions)
    .where(
      keepSessionId === null
        ? eq(sessions.userId, userId)
        : and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)),
    )
    .returning({ isLive: isLiveSession() });
  return deleted.filter((row) => row.isLive).length;
}
