import { and, eq } from 'drizzle-orm';
import type { BillingDetails } from '@app/contracts/billing';
import type { Queryable } from '../../db/client.ts';
import { billingDetails, users } from '../../db/schema.ts';

/** Inserts or replaces the billing details of a user or of a company profile. */
export async function upsertBillingDetails(
  db: Queryable,
  owner: { userId: number } | { companyId: number },
  details: BillingDetails,
) {
  const now = new Date();
  const values = { ...details, updatedAt: now };
  await db
    .insert(billingDetails)
    .values({ ...owner, ...details })
    .onConflictDoUpdate(
      'userId' in owner
        ? { target: billingDetails.userId, set: values }
        : { target: billingDetails.companyId, set: values },
    );
}

export async function findUserVatRate(db: Queryable, userId: number) {
  const [row] = await db
    .select({ vatRateBasisPoints: users.vatRateBasisPoints })
    .from(users)
    .where(eq(users.id, userId))
    .for('update')
    .limit(1);
  return row?.vatRateBasisPoints ?? null;
}

/** Sets the provider's VAT rate when it still is `from` (a compare-and-swap). */
export async function updateUserVatRate(db: Queryable, userId: number, from: number, to: number) {
  await db
    .update(users)
    .set({ vatRateBasisPoints: to, updatedAt: new Date() })
    .where(and(eq(users.id, userId), eq(users.vatRateBasisPoints, from)));
}
