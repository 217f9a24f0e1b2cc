import { and, eq, sql } from 'drizzle-orm';
import type { SocialProviderName } from '../../config/env.ts';
import type { Database } from '../../db/client.ts';
import { insertUserWithSettings, isUsernameTaken } from '../../db/accounts.ts';
import { socialIdentities, users } from '../../db/schema.ts';

/** A database or an open transaction: both run the same queries. */
export type Executor = Database;

export interface AccountState {
  userId: number;
  isActive: boolean;
}

export async function findUserBySocialIdentity(
  db: Executor,
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

export async function findUserByEmail(db: Executor, email: string): Promise<AccountState | null> {
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

export async function insertSocialIdentity(db: Executor, identity: NewSocialIdentity) {
  await db.insert(socialIdentities).values(identity);
}

export interface NewSocialAccount {
  username: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
}

/** A user without a password (it signs in through its provider) and its settings row. */
export async function insertSocialAccount(db: Executor, account: NewSocialAccount) {
  return insertUserWithSettings(db, { ...account, passwordHash: null });
}
