import { describe, expect, it } from 'vitest';
import { budgetBarOf } from './budget-bars.ts';

describe('budgetBarOf', () => {
  it('splits a budget into spent, committed and remaining', () => {
    expect(
      budgetBarOf({ amountMinor: 1_000_000, committedMinor: 250_000, spentMinor: 100_000 }),
    ).toEqual({
      spentPercent: 10,
      committedPercent: 25,
      remainingPercent: 65,
      isOverrun: false,
      usedPercent: 35,
    });
  });

  it('fills the bar and says so when the budget is overrun', () => {
    const bar = budgetBarOf({ amountMinor: 100_000, committedMinor: 150_000, spentMinor: 50_000 });
    expect(bar).toMatchObject({
      spentPercent: 25,
      committedPercent: 75,
      remainingPercent: 0,
      isOverrun: true,
      usedPercent: 200,
    });
  });

  it('copes with a zero budget', () => {
    expect(budgetBarOf({ amountMinor: 0, committedMinor: 0, spentMinor: 0 })).toMatchObject({
      remainingPercent: 100,
      isOverrun: false,
      usedPercent: null,
    });
  });
});
