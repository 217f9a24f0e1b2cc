/**
 * The shares of a budget's bar: spent, then committed, then what remains, each a percentage of
 * the larger of the budget and what it already carries (an overrun fills the bar and says so).
 */
export interface BudgetBar {
  spentPercent: number;
  committedPercent: number;
  remainingPercent: number;
  isOverrun: boolean;
  /** Used (committed + spent) as a whole percentage of the amount; null for a zero budget. */
  usedPercent: number | null;
}

export function budgetBarOf(budget: {
  amountMinor: number;
  committedMinor: number;
  spentMinor: number;
}): BudgetBar {
  const used = budget.committedMinor + budget.spentMinor;
  const scale = Math.max(budget.amountMinor, used, 1);
  const share = (value: number) => Math.round((value / scale) * 1000) / 10;
  const spentPercent = share(budget.spentMinor);
  const committedPercent = share(budget.committedMinor);
  return {
    spentPercent,
    committedPercent,
    remainingPercent: Math.max(0, Math.round((100 - spentPercent - committedPercent) * 10) / 10),
    isOverrun: used > budget.amountMinor,
    usedPercent: budget.amountMinor > 0 ? Math.round((used / budget.amountMinor) * 100) : null,
  };
}
