import { eq } from 'drizzle-orm';
import type { BillingParty } from '@app/contracts/money';
import type { Queryable } from '../../db/client.ts';
import { billingDetails } from '../../db/schema.ts';

export type BillingDetailsRow = typeof billingDetails.$inferSelect;

/**
 * The billing details of a user (a provider, or a person buying for themself) or of a company
 * profile; null when none have been entered yet (billing_details_required).
 */
export async function findBillingDetails(
  db: Queryable,
  owner: { userId: number } | { companyId: number },
): Promise<BillingDetailsRow | null> {
  const [row] = await db
    .select()
    .from(billingDetails)
    .where(
      'userId' in owner
        ? eq(billingDetails.userId, owner.userId)
        : eq(billingDetails.companyId, owner.companyId),
    )
    .limit(1);
  return row ?? null;
}

/** The snapshot a purchase order or invoice keeps of a party (it never changes afterwards). */
export function billingPartyOf(row: BillingDetailsRow, fallbackEmail: string | null): BillingParty {
  return {
    legalName: row.legalName,
    street: row.street,
    postalCode: row.postalCode,
    city: row.city,
    province: row.province,
    country: row.country,
    vatId: row.vatId,
    taxCode: row.taxCode,
    sdiCode: row.sdiCode,
    pec: row.pec,
    email: row.email ?? fallbackEmail,
  };
}
