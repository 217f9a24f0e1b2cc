import { and, eq, gt, inArray, lt, or, sql } from 'drizzle-orm';
import type { Database, Queryable, Transaction } from '../../db/client.ts';
import { insertUserWithSettings } from './user-accounts.repository.ts';
import { loginFailures, users } from '../../db/schema.ts';

export async function findUserForLogin(db: Database, usernameOrEmail: string) {
  const lowered = usernameOrEmail.toLowerCase();
  const [row] = await db
    .select({
      id: users.id,
      username: users.username,
      email: users.email,
      passwordHash: users.passwordHash,
      isActive: users.isActive,
      isSuspended: sql<boolean>`${users.suspendedAt} is not null`,
    })
    .from(users)
    .where(or(sql`lower(${users.username}) = ${lowered}`, sql`lower(${users.email}) = ${lowered}`))
    .limit(1);
  return row ?? null;
}

export async function isEmailTaken(db: Queryable, email: string): Promise<boolean> {
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
  serviceType?: 'provider' | 'seeker';
  phone?: string | null;
  industry?: string | null;
  firstName?: string | null;
  lastName?: string | null;
}

/**
 * The user and its settings row, in one transaction; `alsoInTransaction` adds more writes to it
 * (joining a company), so that either everything is created or nothing.
 */
export async function insertAccount(
  db: Database,
  account: NewAccount,
  alsoInTransaction?: (tx: Transaction, userId: number) => Promise<void>,
): Promise<number> {
  return db.transaction(async (tx) => {
    const userId = await insertUserWithSettings(tx, {
      username: account.username,
      email: account.email,
      passwordHash: account.passwordHash,
      ...(account.serviceType ? { serviceType: account.serviceType } : {}),
      phone: account.phone ?? null,
      industry: account.industry ?? null,
      firstName: account.firstName ?? null,
      lastName: account.lastName ?? null,
    });
    if (alsoInTransaction) await alsoInTransaction(tx, userId);
    return userId;
  });
}

export async function updatePasswordHash(db: Database, userId: number, passwordHash: string) {
  await db
    .update(users)
    .set({ passwordHash, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}

const FAILURE_WINDOW = sql`now() - interval '15 minutes'`;

/** Failed logins of the last 15 minutes for an account's names and for an address, in one query. */
export async function countRecentLoginFailures(
  db: Database,
  loginNames: string[],
  address: string,
) {
  const [row] = await db
    .select({
      byName: sql<number>`count(*) filter (where ${inArray(loginFailures.loginName, loginNames)})::int`,
      byAddress: sql<number>`count(*) filter (where ${loginFailures.address} = ${address})::int`,
    })
    .from(loginFailures)
    .where(
      and(
        or(inArray(loginFailures.loginName, loginNames), eq(loginFailures.address, address)),
        gt(loginFailures.createdAt, FAILURE_WINDOW),
      ),
    );
  return { byName: Number(row?.byName ?? 0), byAddress: Number(row?.byAddress ?? 0) };
}

/**
 * Records a login attempt as a failure before its password is checked, dropping rows older than
 * the window for this name and address; the id lets a success or a refusal take it back.
 * Committed on its own (never inside a transaction): a concurrent attempt counts it at once.
 */
export async function recordLoginAttempt(
  db: Database,
  loginName: string,
  address: string,
): Promise<number> {
  await db
    .delete(loginFailures)
    .where(
      and(
        or(eq(loginFailures.loginName, loginName), eq(loginFailures.address, address)),
        lt(loginFailures.createdAt, FAILURE_WINDOW),
      ),
    );
  const [row] = await db
    .insert(loginFailures)
    .values({ loginName, address })
    .returning({ id: loginFailures.id });
  if (!row) throw new Error('login attempt not recorded');
  return row.id;
}

export async function deleteLoginAttempt(db: Database, id: number) {
  await db.delete(loginFailures).where(eq(loginFailures.id, id));
}

export async function clearLoginFailures(db: Database, loginNames: string[]) {
  if (loginNames.length === 0) return;
  await db.delete(loginFailures).where(inArray(loginFailures.loginName, loginNames));
}

/** Every stale failure (the per-name cleanup misses names that never fail again). */
export async function deleteStaleLoginFailures(db: Database) {
  await db.delete(loginFailures).where(lt(loginFailures.createdAt, FAILURE_WINDOW));
}
