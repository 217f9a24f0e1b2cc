import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
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

/** A new reset link's row; the user's used and expired rows are dropped on the way. */
export async function insertPasswordReset(
  db: Database,
  reset: { userId: number; tokenHash: string; expiresAt: Date },
): Promise<string> {
  return db.transaction(async (tx) => {
    await tx
      .delete(passwordResets)
      .where(
        and(
          eq(passwordResets.userId, reset.userId),
          or(lt(passwordResets.expiresAt, sql`now()`), sql`${passwordResets.usedAt} is not null`),
        ),
      );
    const [created] = await tx
      .insert(passwordResets)
      .values(reset)
      .returning({ id: passwordResets.id });
    if (!created) throw new Error('Password reset insert returned nothing');
    return created.id;
  });
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

/**
 * In one transaction: uses the link (false when it was used or expired meanwhile), sets the
 * password, ends every other reset link of the user and every session of the user.
 */
export async function completePasswordReset(
  db: Database,
  reset: { id: string; userId: number; passwordHash: string },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const claimed = await tx
      .update(passwordResets)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(passwordResets.id, reset.id),
          isNull(passwordResets.usedAt),
          gt(passwordResets.expiresAt, sql`now()`),
        ),
      )
      .returning({ id: passwordResets.id });
    if (claimed.length !== 1) return false;
    await tx
      .update(users)
      .set({ passwordHash: reset.passwordHash, updatedAt: sql`now()` })
      .where(eq(users.id, reset.userId));
    await tx
      .update(passwordResets)
      .set({ usedAt: sql`now()` })
      .where(and(eq(passwordResets.userId, reset.userId), isNull(passwordResets.usedAt)));
    await tx.delete(sessions).where(eq(sessions.userId, reset.userId));
    return true;
  });
}
