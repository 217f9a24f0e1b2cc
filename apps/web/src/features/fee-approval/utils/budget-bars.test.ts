import { describe, expect, it } from 'vitest';
import { budgetBarOf } from './budget-bars.ts';

describe('budgetBarOf', () => {
  it('splits a budget into booked, awaiting approval and remaining', () => {
    expect(
      budgetBarOf({ amountMinor: 1_000_000, bookedMinor: 350_000, awaitingMinor: 100_000 }),
    ).toEqual({
      bookedPercent: 35,
      awaitingPercent: 10,
      remainingPercent: 55,
      isOverrun: false,
      usedPercent: 35,
    });
  });

  it('fills the bar and says so when more is booked than the budget', () => {
    const bar = budgetBarOf({ amountMinor: 100_000, bookedMinor: 150_000, awaitingMinor: 50_000 });
    expect(bar).toMatchObject({
      bookedPercent: 75,
      awaitingPercent: 25,
      remainingPercent: 0,
      isOverrun: true,
      usedPercent: 150,
    });
  });

  it('is not overrun by what only awaits approval', () => {
    expect(
      budgetBarOf({ amountMinor: 100_000, bookedMinor: 90_000, awaitingMinor: 50_000 }),
    ).toMatchObject({ isOverrun: false, usedPercent: 90 });
  });

  it('copes with a zero budget', () => {
    expect(budgetBarOf({ amountMinor: 0, bookedMinor: 0, awaitingMinor: 0 })).toMatchObject({
      remainingPercent: 100,
      isOverrun: false,
      usedPercent: null,
    });
  });
});
