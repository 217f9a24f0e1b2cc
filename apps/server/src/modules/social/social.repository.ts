import { and, eq, sql } from 'drizzle-orm';
import type { SocialProviderName } from '../../config/env.ts';
import type { Queryable } from '../../db/client.ts';
import { insertUserWithSettings, isUsernameTaken } from '../../shared/accounts.repository.ts';
import { socialIdentities, users } from '../../db/schema.ts';

export interface AccountState {
  userId: number;
  isActive: boolean;
}

export async function findUserBySocialIdentity(
  db: Queryable,
  provider: SocialProviderName,
  subject: string,
): Promise<AccountState | null> {
  const [row] = await db
    .select({ userId: users.id, isActive: users.isActive })
    .from(socialIdentities)
    .innerJoin(users, eq(users.id, socialIdentities.userId))
    .where(and(eq(socialIdentities.provider, provider), eq(socialIdentities.subject, subject)))
    .limit(1);
  return row ?? null;
}

export async function findUserByEmail(db: Queryable, email: string): Promise<AccountState | null> {
  const [row] = await db
    .select({ userId: users.id, isActive: users.isActive })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return row ?? null;
}

export { isUsernameTaken };

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
export async function insertSocialAccount(db: Queryable, account: NewSocialAccount) {
  return insertUserWithSettings(db, { ...account, passwordHash: null });
}
