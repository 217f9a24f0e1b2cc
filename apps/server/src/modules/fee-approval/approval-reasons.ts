import type { ApprovalReason } from '@app/contracts/actions/fee-approval';
import type { Queryable } from '../../db/client.ts';
import { findApprovalRules, isApprovedTrainer } from './fee-approval-rules.repository.ts';
import { approvalReasonsOf } from './fee-approval-rules.ts';

/**
 * Why a booking for the company must wait for fee approval under its rules as they are now (none:
 * it need not): above the threshold, or a trainer outside the approved list. The booking stores
 * them when it starts waiting, and the approval list shows what was stored, whatever the rules
 * have become since.
 */
export async function feeApprovalReasons(
  db: Queryable,
  companyId: number,
  booking: { grossMinor: number; providerId: number },
): Promise<ApprovalReason[]> {
  const rules = await findApprovalRules(db, companyId);
  if (rules.thresholdMinor === null && !rules.outsideList) return [];
  const trainerApproved = rules.outsideList
    ? await isApprovedTrainer(db, companyId, booking.providerId)
    : true;
  return approvalReasonsOf(rules, { grossMinor: booking.grossMinor, trainerApproved });
}
