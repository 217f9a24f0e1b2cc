import { eq, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { userSettings, users } from '../../db/schema.ts';

export async function findUserForLogin(db: Database, usernameOrEmail: string) {
  const lowered = usernameOrEmail.toLowerCase();
  const [row] = await db
    .select({
      id: users.id,
      passwordHash: users.passwordHash,
      isActive: users.isActive,
    })
    .from(users)
    .where(or(sql`lower(${users.username}) = ${lowered}`, sql`lower(${users.email}) = ${lowered}`))
    .limit(1);
  return row ?? null;
}

export async function isUsernameTaken(db: Database, username: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = ${username.toLowerCase()}`)
    .limit(1);
  return row !== undefined;
}

export async function isEmailTaken(db: Database, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return row !== undefined;
}

export interface NewAccount {
  username: string;
  email: string;
  passwordHash: string;
}

/** The user and its settings row, in one transaction. */
export async function insertAccount(db: Database, account: NewAccount): Promise<number> {
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(users)
      .values({
        username: account.username,
        email: account.email,
        passwordHash: account.passwordHash,
      })
      .returning({ id: users.id });
    if (!created) throw new Error('User insert returned nothing');
    await tx.insert(userSettings).values({ userId: created.id });
    return created.id;
  });
}

export async function updatePasswordHash(db: Database, userId: number, passwordHash: string) {
  await db
    .update(users)
    .set({ passwordHash, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}
