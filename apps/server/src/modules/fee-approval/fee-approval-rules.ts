import type { ApprovalReason } from '@app/contracts/actions/fee-approval';
import { availableOf } from '@app/contracts/spend';

/**
 * Fee approval (docs/product.md, "Fee approval and budgets"): which of a company's rules send a
 * booking to awaiting_approval. Only a manager's booking for the company waits; an admin's never
 * does (they would approve it themselves).
 */

export interface CompanyApprovalRules {
  thresholdMinor: number | null;
  outsideList: boolean;
}

export function approvalReasonsOf(
  rules: CompanyApprovalRules,
  booking: { grossMinor: number; trainerApproved: boolean },
): ApprovalReason[] {
  const reasons: ApprovalReason[] = [];
  if (rules.thresholdMinor !== null && booking.grossMinor > rules.thresholdMinor) {
    reasons.push('threshold');
  }
  if (rules.outsideList && !booking.trainerApproved) reasons.push('outsideList');
  return reasons;
}

/** The home zone in which a training's year is read (budgets are per calendar year). */
export const budgetZone = 'Europe/Rome';

export function yearOf(instant: Date): number {
  return Number(
    new Intl.DateTimeFormat('en', { timeZone: budgetZone, year: 'numeric' }).format(instant),
  );
}

/** A year's sums of one department ('' for none), each measure as contracts/spend.ts defines it. */
export interface BudgetSums {
  bookedMinor: number;
  awaitingMinor: number;
  committedMinor: number;
  actualMinor: number;
}

export interface BudgetRow {
  id: number;
  year: number;
  department: string;
  amountMinor: number;
  currency: string;
}

/**
 * A budget's figures from the year's sums per department: the location's budget ('') counts
 * every booking, order and invoice of the location, a department's only those charged to it.
 */
export function budgetFigures(budget: BudgetRow, sumsByDepartment: Map<string, BudgetSums>) {
  const sums: BudgetSums = { bookedMinor: 0, awaitingMinor: 0, committedMinor: 0, actualMinor: 0 };
  for (const [department, each] of sumsByDepartment) {
    if (budget.department !== '' && department !== budget.department) continue;
    sums.bookedMinor += each.bookedMinor;
    sums.awaitingMinor += each.awaitingMinor;
    sums.committedMinor += each.committedMinor;
    sums.actualMinor += each.actualMinor;
  }
  const figures = { ...budget, ...sums };
  return { ...figures, remainingMinor: availableOf(figures) };
}
export type BudgetFigures = ReturnType<typeof budgetFigures>;

/** The budget a booking is charged to: its department's when that has one, else the location's. */
export function budgetFor<Row extends BudgetRow>(
  budgets: readonly Row[],
  department: string | null,
): Row | null {
  const own = department ? budgets.find((budget) => budget.department === department) : undefined;
  return own ?? budgets.find((budget) => budget.department === '') ?? null;
}
