import { and, eq, sql } from 'drizzle-orm';
import type { SocialProviderName } from '../../config/env.ts';
import type { Queryable } from '../../db/client.ts';
import { insertUserWithSettings, isUsernameTaken, markEmailVerified } from '../accounts/index.ts';
import { sessions, socialIdentities, users } from '../../db/schema.ts';

export interface AccountState {
  userId: number;
  isActive: boolean;
  isSuspended: boolean;
}

export async function findUserBySocialIdentity(
  db: Queryable,
  provider: SocialProviderName,
  subject: string,
): Promise<AccountState | null> {
  const [row] = await db
    .select({
      userId: users.id,
      isActive: users.isActive,
      isSuspended: sql<boolean>`${users.suspendedAt} is not null`,
    })
    .from(socialIdentities)
    .innerJoin(users, eq(users.id, socialIdentities.userId))
    .where(and(eq(socialIdentities.provider, provider), eq(socialIdentities.subject, subject)))
    .limit(1);
  return row ?? null;
}

export async function findUserByEmail(
  db: Queryable,
  email: string,
): Promise<(AccountState & { isEmailVerified: boolean }) | null> {
  const [row] = await db
    .select({
      userId: users.id,
      isActive: users.isActive,
      isSuspended: sql<boolean>`${users.suspendedAt} is not null`,
      isEmailVerified: sql<boolean>`${users.emailVerifiedAt} is not null`,
    })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return row ?? null;
}

export { isUsernameTaken, markEmailVerified };

/**
 * The account held an address its owner never confirmed, and the address's proven owner now
 * signs in: whoever registered it loses the password they chose and every session, so that an
 * account made in someone else's name before they arrived cannot be kept.
 */
export async function revokeUnprovenAccess(tx: Queryable, userId: number) {
  await tx
    .update(users)
    .set({ passwordHash: null, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
  await tx.delete(sessions).where(eq(sessions.userId, userId));
}

export interface NewSocialIdentity {
  provider: SocialProviderName;
  subject: string;
  userId: number;
  email: string | null;
}

export async function insertSocialIdentity(db: Queryable, identity: NewSocialIdentity) {
  await db.insert(socialIdentities).values(identity);
}

export interface NewSocialAccount {
  username: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
}

/** A user without a password (it signs in through its provider) and its settings row. */
export async function insertSocialAccount(
  db: Queryable,
  account: NewSocialAccount,
  isEmailVerified: boolean,
) {
  return insertUserWithSettings(db, {
    ...account,
    passwordHash: null,
    emailVerifiedAt: isEmailVerified ? new Date() : null,
  });
}
