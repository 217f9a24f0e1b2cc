import type { ApprovalReason } from '@app/contracts/actions/fee-approval';
import type { Queryable } from '../../db/client.ts';
import { isAdminRole } from '../../shared/memberships.ts';
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

/**
 * Why a booking a member makes for their company would wait for fee approval: never for its admin
 * (they would approve it themselves), else the company's rules (feeApprovalReasons). Booking
 * asks this, and so does the booking form before it is sent (budgetcheck).
 */
export async function memberApprovalReasons(
  db: Queryable,
  membership: { companyId: number; userRole: number },
  booking: { grossMinor: number; providerId: number },
): Promise<ApprovalReason[]> {
  if (isAdminRole(membership.userRole)) return [];
  return feeApprovalReasons(db, membership.companyId, booking);
}
