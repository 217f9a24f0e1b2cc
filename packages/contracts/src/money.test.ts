import { describe, expect, it } from 'vitest';
import { documentMatch, documentTotals, stampDuty, stampDutyOf } from './money.ts';

describe('stamp duty', () => {
  const untaxed = (netMinor: number) => [{ netMinor, vatRateBasisPoints: 0 }];

  it('is 2 € on a document of an Italian seller without VAT above 77,47 €, else nothing', () => {
    const exempt = { country: 'IT', vatRegime: 'exempt_training' } as const;
    const flat = { country: 'IT', vatRegime: 'flat_rate' } as const;
    expect(stampDutyOf(exempt, untaxed(7748))).toBe(stampDuty.amountMinor);
    expect(stampDutyOf(flat, untaxed(30_000))).toBe(200);
    expect(stampDutyOf(flat, untaxed(7747))).toBe(0);
    expect(stampDutyOf({ country: 'IT', vatRegime: 'standard' }, untaxed(30_000))).toBe(0);
    expect(stampDutyOf({ country: 'DE', vatRegime: 'reverse_charge' }, untaxed(30_000))).toBe(0);
    expect(stampDutyOf({ country: 'FR', vatRegime: 'exempt_training' }, untaxed(30_000))).toBe(0);
  });

  it('charged on, is in the totals but not in the VAT summary, and not in the match with the order', () => {
    const totals = documentTotals([
      { description: 'Corso', quantity: 3, unitPriceMinor: 10_000, vatRateBasisPoints: 0 },
      {
        description: 'Bollo',
        quantity: 1,
        unitPriceMinor: 200,
        vatRateBasisPoints: 0,
        stampDuty: true,
      },
    ]);
    expect(totals.grossMinor).toBe(30_200);
    expect(totals.vatSummary).toEqual([
      { vatRateBasisPoints: 0, taxableMinor: 30_000, vatMinor: 0 },
    ]);
    const order = { grossMinor: 30_000, lines: [{ quantity: 3 }] };
    expect(documentMatch(order, totals)).toEqual({
      amountMatches: true,
      quantityMatches: true,
      differenceMinor: 0,
    });
    expect(documentMatch({ ...order, grossMinor: 29_000 }, totals).differenceMinor).toBe(1000);
  });
});
