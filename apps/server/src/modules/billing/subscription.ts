import { eq } from 'drizzle-orm';
import { subscriptionStateOf } from '@app/contracts/companies';
import type { Queryable } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { findCurrentSubscription } from '../../shared/memberships.repository.ts';

/**
 * The rules of committing a company's money (docs/product.md, "A company's lifecycle"), owned
 * here and asked by the actions that commit it.
 *
 * - After the subscription's end date, a new company booking (however it is made), a fee
 *   approval and a purchase order answer `subscription_expired`; everything else keeps working
 *   (reading, downloading, paying issued invoices, bookings already accepted go on). A company
 *   without a subscription row is not restricted.
 * - Approving money and issuing a purchase order also need a confirmed e-mail address
 *   (`email_not_verified`): a new admin may create the company and explore it first.
 */
export async function assertMayCommitMoney(
  db: Queryable,
  companyId: number,
  now = new Date(),
): Promise<void> {
  const subscription = await findCurrentSubscription(db, companyId);
  if (subscription && subscriptionStateOf(subscription, now) === 'expired') {
    throw new AppError('subscription_expired');
  }
}

/** A fee approval or a purchase order by `userId` for the company (see above). */
export async function assertMayApproveMoney(
  db: Queryable,
  companyId: number,
  userId: number,
): Promise<void> {
  const [person] = await db
    .select({ verifiedAt: users.emailVerifiedAt })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!person?.verifiedAt) throw new AppError('email_not_verified');
  await assertMayCommitMoney(db, companyId);
}
