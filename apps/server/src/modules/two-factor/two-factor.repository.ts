import { and, count, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { companies, companyMembers, recoveryCodes, sessions, users } from '../../db/schema.ts';

export async function findTotpState(db: Queryable, userId: number) {
  const [row] = await db
    .select({
      username: users.username,
      email: users.email,
      secret: users.totpSecret,
      pendingSecret: users.totpPendingSecret,
      enabledAt: users.totpEnabledAt,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}

export async function setPendingSecret(db: Queryable, userId: number, secret: string) {
  await db.update(users).set({ totpPendingSecret: secret }).where(eq(users.id, userId));
}

/** The pending secret becomes the account's, unless it changed meanwhile; answers whether it did. */
export async function enableTotp(tx: Queryable, userId: number, secret: string, step: number) {
  const updated = await tx
    .update(users)
    .set({
      totpSecret: secret,
      totpPendingSecret: null,
      totpEnabledAt: sql`now()`,
      totpLastStep: step,
    })
    .where(
      and(eq(users.id, userId), eq(users.totpPendingSecret, secret), isNull(users.totpEnabledAt)),
    )
    .returning({ id: users.id });
  return updated.length === 1;
}

/** Takes a code's time step, unless it (or a later one) was used already: a code works once. */
export async function claimTotpStep(tx: Queryable, userId: number, step: number) {
  const updated = await tx
    .update(users)
    .set({ totpLastStep: step })
    .where(and(eq(users.id, userId), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))))
    .returning({ id: users.id });
  return updated.length === 1;
}

export async function disableTotp(tx: Queryable, userId: number) {
  await tx
    .update(users)
    .set({ totpSecret: null, totpPendingSecret: null, totpEnabledAt: null, totpLastStep: null })
    .where(eq(users.id, userId));
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
}

export async function replaceRecoveryCodes(tx: Queryable, userId: number, hashes: string[]) {
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await tx.insert(recoveryCodes).values(hashes.map((codeHash) => ({ userId, codeHash })));
}

/** Uses an unused recovery code of the user; answers whether there was one. */
export async function useRecoveryCode(tx: Queryable, userId: number, codeHash: string) {
  const used = await tx
    .update(recoveryCodes)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(recoveryCodes.userId, userId),
        eq(recoveryCodes.codeHash, codeHash),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id });
  return used.length === 1;
}

export async function countRecoveryCodesLeft(db: Queryable, userId: number): Promise<number> {
  const [row] = await db
    .select({ left: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return row?.left ?? 0;
}

/** The names of the user's companies that require a second factor of their staff. */
export async function selectCompaniesRequiring(db: Queryable, userId: number) {
  const rows = await db
    .select({ name: companies.name })
    .from(companyMembers)
    .innerJoin(companies, eq(companies.id, companyMembers.companyId))
    .where(and(eq(companyMembers.userId, userId), eq(companies.requireTwoFactor, true)))
    .orderBy(companies.name);
  return rows.map((row) => row.name);
}

export async function setCompanyRule(db: Queryable, companyId: number, required: boolean) {
  await db
    .update(companies)
    .set({ requireTwoFactor: required, updatedAt: sql`now()` })
    .where(eq(companies.id, companyId));
}

/** The sign-in that just proved a code counts as having passed the second factor. */
export async function markSessionTwoFactor(tx: Queryable, sessionId: string) {
  await tx.update(sessions).set({ twoFactor: true }).where(eq(sessions.id, sessionId));
}
