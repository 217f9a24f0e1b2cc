import { eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { sessions, users } from '../../db/schema.ts';

/** An account as a suspension needs it: its platform role and whether it is suspended. */
export async function findAccountState(db: Queryable, userId: number) {
  const [row] = await db
    .select({
      platformRole: users.platformRole,
      isSuspended: sql<boolean>`${users.suspendedAt} is not null`,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}

export async function markSuspended(db: Queryable, userId: number, reason: string | null) {
  await db
    .update(users)
    .set({
      suspendedAt: reason === null ? null : sql`now()`,
      suspendedReason: reason,
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, userId));
}

/** Ends every session of the account (each device is signed out at its next request). */
export async function deleteSessionsOf(db: Queryable, userId: number) {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}
