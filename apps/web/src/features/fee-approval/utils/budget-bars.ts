import { isOverrun, type BudgetUse } from '@app/contracts/spend';

/**
 * The shares of a budget's bar: booked, then what awaits approval, then what remains, each a
 * percentage of the larger of the budget and what it carries (an overrun fills the bar and says so).
 */
export interface BudgetBar {
  bookedPercent: number;
  awaitingPercent: number;
  remainingPercent: number;
  isOverrun: boolean;
  /** Booked as a whole percentage of the amount; null for a zero budget. */
  usedPercent: number | null;
}

export function budgetBarOf(
  budget: Pick<BudgetUse, 'amountMinor' | 'bookedMinor' | 'awaitingMinor'>,
): BudgetBar {
  const carried = budget.bookedMinor + budget.awaitingMinor;
  const scale = Math.max(budget.amountMinor, carried, 1);
  const share = (value: number) => Math.round((value / scale) * 1000) / 10;
  const bookedPercent = share(budget.bookedMinor);
  const awaitingPercent = share(budget.awaitingMinor);
  return {
    bookedPercent,
    awaitingPercent,
    remainingPercent: Math.max(0, Math.round((100 - bookedPercent - awaitingPercent) * 10) / 10),
    isOverrun: isOverrun(budget),
    usedPercent:
      budget.amountMinor > 0 ? Math.round((budget.bookedMinor / budget.amountMinor) * 100) : null,
  };
}
