import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { companyJoinRequests, companyMembers, users } from '../../db/schema.ts';

/** Whether the user is on the company's staff. */
export async function isMember(db: Queryable, companyId: number, userId: number) {
  const [row] = await db
    .select({ userId: companyMembers.userId })
    .from(companyMembers)
    .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.userId, userId)))
    .limit(1);
  return row !== undefined;
}

/**
 * A pending request of the user to join the company: the new one, or (`isNew` false) the one that
 * already waits (one pending per person and company, by a partial unique index).
 */
export async function insertJoinRequest(
  db: Queryable,
  request: { companyId: number; userId: number; message: string | null },
): Promise<{ id: number; isNew: boolean }> {
  const [inserted] = await db
    .insert(companyJoinRequests)
    .values(request)
    .onConflictDoNothing()
    .returning({ id: companyJoinRequests.id });
  if (inserted) return { id: inserted.id, isNew: true };
  const [waiting] = await db
    .select({ id: companyJoinRequests.id })
    .from(companyJoinRequests)
    .where(
      and(
        eq(companyJoinRequests.companyId, request.companyId),
        eq(companyJoinRequests.userId, request.userId),
        eq(companyJoinRequests.state, 'pending'),
      ),
    )
    .limit(1);
  if (!waiting) throw new Error('join request neither inserted nor pending');
  return { id: waiting.id, isNew: false };
}

/** The company's pending requests with who asked, oldest first (the order they came in). */
export async function selectPendingJoinRequests(db: Queryable, companyId: number) {
  return db
    .select({
      id: companyJoinRequests.id,
      userId: users.id,
      username: users.username,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      message: companyJoinRequests.message,
      createdAt: companyJoinRequests.createdAt,
    })
    .from(companyJoinRequests)
    .innerJoin(users, eq(users.id, companyJoinRequests.userId))
    .where(
      and(eq(companyJoinRequests.companyId, companyId), eq(companyJoinRequests.state, 'pending')),
    )
    .orderBy(asc(companyJoinRequests.createdAt), asc(companyJoinRequests.id));
}

/**
 * Decides a pending request of the company (compare-and-swap on its state); null when it is not
 * pending there (decided meanwhile, another company's, or none).
 */
export async function decidePendingJoinRequest(
  db: Queryable,
  change: { companyId: number; id: number; state: 'accepted' | 'declined'; decidedBy: number },
) {
  const [row] = await db
    .update(companyJoinRequests)
    .set({ state: change.state, decidedBy: change.decidedBy, decidedAt: sql`now()` })
    .where(
      and(
        eq(companyJoinRequests.id, change.id),
        eq(companyJoinRequests.companyId, change.companyId),
        eq(companyJoinRequests.state, 'pending'),
      ),
    )
    .returning({ userId: companyJoinRequests.userId });
  return row ?? null;
}

/** A pending request as its e-mail needs it; null once decided. */
export async function findPendingJoinRequest(db: Queryable, id: number) {
  const [row] = await db
    .select({
      companyId: companyJoinRequests.companyId,
      userId: companyJoinRequests.userId,
      message: companyJoinRequests.message,
    })
    .from(companyJoinRequests)
    .where(and(eq(companyJoinRequests.id, id), eq(companyJoinRequests.state, 'pending')))
    .limit(1);
  return row ?? null;
}

/** Makes the company the user's active one when they work in none yet. */
export async function setActiveCompanyIfNone(db: Queryable, userId: number, companyId: number) {
  await db
    .update(users)
    .set({ activeCompanyId: companyId, updatedAt: sql`now()` })
    .where(and(eq(users.id, userId), isNull(users.activeCompanyId)));
}
