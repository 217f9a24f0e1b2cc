import { and, desc, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { auditEvents, sessions, users } from '../../db/schema.ts';

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

/** What of the person's is in public view: published topics and events, shown requirements. */
export async function selectShownListings(db: Queryable, userId: number) {
  const result = (await db.execute(
    sql`select 'topic' as kind, id from topics where user_id = ${userId} and status = 'published'
      union all select 'event', id from events where user_id = ${userId} and status = 'published'
      union all select 'requirement', id from requirements
        where user_id = ${userId} and status in ('open', 'closed')`,
  )) as { rows: Array<{ kind: 'topic' | 'event' | 'requirement'; id: number }> };
  return result.rows.map((row) => ({ kind: row.kind, id: Number(row.id) }));
}

/** The listings the person's latest suspension hid (`topic:12,event:3`), from its audit row. */
export async function findListingsHiddenBySuspension(db: Queryable, userId: number) {
  const [row] = await db
    .select({ detail: auditEvents.detail })
    .from(auditEvents)
    .where(and(eq(auditEvents.userId, userId), eq(auditEvents.kind, 'account_suspended')))
    .orderBy(desc(auditEvents.id))
    .limit(1);
  return (row?.detail.listings ?? '')
    .split(',')
    .filter(Boolean)
    .map((key) => {
      const [kind, id] = key.split(':');
      return { kind: kind as 'topic' | 'event' | 'requirement', id: Number(id) };
    });
}
