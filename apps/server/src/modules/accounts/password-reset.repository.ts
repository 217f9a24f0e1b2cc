import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/client.ts';
import { passwordResets, sessions, users } from '../../db/schema.ts';

/** An active account by e-mail (any case): deactivated ones get no reset link. */
export async function findActiveUserByEmail(db: Database, email: string) {
  const [row] = await db
    .select({
      id: users.id,
      username: users.username,
      email: users.email,
      language: users.language,
    })
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email.toLowerCase()}`, eq(users.isActive, true)))
    .limit(1);
  return row ?? null;
}

/** Drops the user's used and expired reset rows. */
export async function deleteStaleResets(tx: Queryable, userId: number): Promise<void> {
  await tx
    .delete(passwordResets)
    .where(
      and(
        eq(passwordResets.userId, userId),
        or(lt(passwordResets.expiresAt, sql`now()`), sql`${passwordResets.usedAt} is not null`),
      ),
    );
}

export async function insertPasswordReset(
  tx: Queryable,
  reset: { userId: number; tokenHash: string; expiresAt: Date },
): Promise<string> {
  const [created] = await tx
    .insert(passwordResets)
    .values(reset)
    .returning({ id: passwordResets.id });
  if (!created) throw new Error('Password reset insert returned nothing');
  return created.id;
}

/** The reset row when it is unused, unexpired and its account active; null otherwise. */
export async function findUsableReset(db: Database, id: string) {
  const [row] = await db
    .select({
      id: passwordResets.id,
      userId: passwordResets.userId,
      tokenHash: passwordResets.tokenHash,
    })
    .from(passwordResets)
    .innerJoin(users, eq(users.id, passwordResets.userId))
    .where(
      and(
        eq(passwordResets.id, id),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, sql`now()`),
        eq(users.isActive, true),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Uses the link, unless it was used or expired meanwhile; answers whether it did. */
export async function claimReset(tx: Queryable, id: string): Promise<boolean> {
  const claimed = await tx
    .update(passwordResets)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(passwordResets.id, id),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, sql`now()`),
      ),
    )
    .returning({ id: passwordResets.id });
  return claimed.length === 1;
}

export async function setPasswordHash(tx: Queryable, userId: number, passwordHash: string) {
  await tx
    .update(users)
    .set({ passwordHash, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}

/** Ends every other reset link and every session of the user. */
export async function endResetsAndSessions(tx: Queryable, userId: number) {
  await tx
    .update(passwordResets)
    .set({ usedAt: sql`now()` })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
  await tx.delete(sessions).where(eq(sessions.userId, userId));
}
