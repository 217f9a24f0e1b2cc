import { and, asc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { PlatformRole } from '@app/contracts/access';
import type { Queryable } from '../../db/client.ts';
import { users } from '../../db/schema.ts';

/** An account by its username (any case), with its platform role. */
export async function findAccountByUsername(db: Queryable, username: string) {
  const [row] = await db
    .select({ id: users.id, platformRole: users.platformRole })
    .from(users)
    .where(sql`lower(${users.username}) = ${username.toLowerCase()}`)
    .limit(1);
  return row ?? null;
}

/** Locks the operators' rows (in the caller's transaction): two changes cannot both take the last. */
export async function lockOperators(db: Queryable) {
  return db
    .select({ id: users.id })
    .from(users)
    .where(
      and(eq(users.platformRole, 'operator'), eq(users.isActive, true), isNull(users.suspendedAt)),
    )
    .for('update');
}

export async function updatePlatformRole(db: Queryable, userId: number, role: PlatformRole | null) {
  await db
    .update(users)
    .set({ platformRole: role, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}

/** Everyone with a platform role, operators first, then by username. */
export async function selectPlatformStaff(db: Queryable) {
  return db
    .select({
      userId: users.id,
      username: users.username,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      platformRole: users.platformRole,
      twoFactorEnabled: sql<boolean>`${users.totpEnabledAt} is not null`,
      isActive: users.isActive,
    })
    .from(users)
    .where(isNotNull(users.platformRole))
    .orderBy(asc(users.platformRole), asc(sql`lower(${users.username})`));
}
