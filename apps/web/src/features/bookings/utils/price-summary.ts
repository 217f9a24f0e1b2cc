import { priceBreakdown, type PriceBreakdown } from '@app/contracts/money';

/**
 * What the request form shows before sending: the same `priceBreakdown()` the server snapshots,
 * for the participants typed so far (named people count when there are more of them).
 */
export function requestPriceSummary(input: {
  unitPriceMinor: number;
  participants: number;
  namedCount: number;
  vatRateBasisPoints: number;
  currency: string;
}): PriceBreakdown {
  const typed = Number.isFinite(input.participants)
    ? Math.max(0, Math.floor(input.participants))
    : 0;
  return priceBreakdown({
    unitPriceMinor: input.unitPriceMinor,
    quantity: Math.max(typed, input.namedCount),
    vatRateBasisPoints: input.vatRateBasisPoints,
    currency: input.currency,
  });
}

/** A VAT rate in basis points as the percent people type (2200 → "22", 550 → "5.5"). */
export function percentOfBasisPoints(basisPoints: number): string {
  return String(basisPoints / 100);
}

/** A typed percent ("22", "5,5") as basis points, or null when it is not a rate 0–100. */
export function basisPointsOfPercent(text: string): number | null {
  const value = Number(text.trim().replace(',', '.'));
  if (text.trim() === '' || !Number.isFinite(value) || value < 0 || value > 100) return null;
  const basisPoints = Math.round(value * 100);
  return Math.abs(basisPoints - value * 100) < 1e-6 ? basisPoints : null;
}
