import { describe, expect, it } from 'vitest';
import { priceBreakdown } from '@app/contracts/money';
import {
  basisPointsOfPercent,
  percentOfBasisPoints,
  requestPriceSummary,
} from './price-summary.ts';

describe('the request form price summary', () => {
  it('multiplies the unit price by the participants and adds the provider VAT', () => {
    expect(
      requestPriceSummary({
        unitPriceMinor: 45_000,
        participants: 3,
        namedCount: 0,
        vatRateBasisPoints: 2200,
        currency: 'EUR',
      }),
    ).toEqual({
      unitPriceMinor: 45_000,
      quantity: 3,
      netMinor: 135_000,
      vatRateBasisPoints: 2200,
      vatMinor: 29_700,
      grossMinor: 164_700,
      currency: 'EUR',
    });
  });

  it('gives the figures the server computes, rounding VAT half up to the cent', () => {
    const input = { unitPriceMinor: 1_999, vatRateBasisPoints: 550, currency: 'EUR' };
    const summary = requestPriceSummary({ ...input, participants: 7, namedCount: 2 });
    expect(summary).toEqual(priceBreakdown({ ...input, quantity: 7 }));
    expect(summary.vatMinor).toBe(770);
  });

  it('counts named people when there are more of them than the number typed', () => {
    const summary = requestPriceSummary({
      unitPriceMinor: 10_000,
      participants: 1,
      namedCount: 4,
      vatRateBasisPoints: 0,
      currency: 'EUR',
    });
    expect(summary).toMatchObject({
      quantity: 4,
      netMinor: 40_000,
      vatMinor: 0,
      grossMinor: 40_000,
    });
  });

  it('shows nothing to pay for an empty or odd participants field', () => {
    const summary = requestPriceSummary({
      unitPriceMinor: 10_000,
      participants: Number.NaN,
      namedCount: 0,
      vatRateBasisPoints: 2200,
      currency: 'EUR',
    });
    expect(summary.grossMinor).toBe(0);
  });

  it('converts a VAT percent to basis points and back', () => {
    expect(basisPointsOfPercent('22')).toBe(2200);
    expect(basisPointsOfPercent('5,5')).toBe(550);
    expect(basisPointsOfPercent('0')).toBe(0);
    expect(basisPointsOfPercent('')).toBeNull();
    expect(basisPointsOfPercent('101')).toBeNull();
    expect(basisPointsOfPercent('2.555')).toBeNull();
    expect(percentOfBasisPoints(2200)).toBe('22');
    expect(percentOfBasisPoints(550)).toBe('5.5');
  });
});
