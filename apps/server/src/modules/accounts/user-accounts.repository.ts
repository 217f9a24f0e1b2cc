import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { userSettings, users } from '../../db/schema.ts';

/** The account rows every way of creating an account shares (registration, social login). */
export async function isUsernameTaken(db: Queryable, username: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = ${username.toLowerCase()}`)
    .limit(1);
  return row !== undefined;
}

/** A user and its settings row; run it inside the caller's transaction. */
export async function insertUserWithSettings(
  tx: Queryable,
  values: typeof users.$inferInsert,
): Promise<number> {
  const [created] = await tx.insert(users).values(values).returning({ id: users.id });
  if (!created) throw new Error('User insert returned nothing');
  await tx.insert(userSettings).values({ userId: created.id });
  return created.id;
}

/** The account's password hash; null for accounts that only sign in through a social provider. */
export async function findPasswordHash(db: Queryable, userId: number): Promise<string | null> {
  const [row] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row?.passwordHash ?? null;
}

/**
 * The account's current address is proven: a password reset through the link mailed to it, or
 * a social provider that vouches for it.
 */
export async function markEmailVerified(tx: Queryable, userId: number) {
  await tx
    .update(users)
    .set({ emailVerifiedAt: sql`now()` })
    .where(and(eq(users.id, userId), isNull(users.emailVerifiedAt)));
}
