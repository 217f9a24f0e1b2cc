import { and, eq, sql } from 'drizzle-orm';
import type { SocialProviderName } from '../../config/env.ts';
import type { Database } from '../../db/client.ts';
import { socialIdentities, userSettings, users } from '../../db/schema.ts';

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

export async function isUsernameTaken(db: Executor, username: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = ${username.toLowerCase()}`)
    .limit(1);
  return row !== undefined;
}

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
  const [created] = await db
    .insert(users)
    .values({ ...account, passwordHash: null })
    .returning({ id: users.id });
  if (!created) throw new Error('User insert returned nothing');
  await db.insert(userSettings).values({ userId: created.id });
  return created.id;
}
