import { sql } from 'drizzle-orm';
import type { Database } from './client.ts';
import { userSettings, users } from './schema.ts';

/** A transaction handle: these queries accept either it or the database. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
export type Queryable = Database | Transaction;

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
