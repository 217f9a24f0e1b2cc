/**
 * Money is integer minor units (cents) with a currency; VAT rates are basis points (2200 = 22 %).
 * The server computes every total from the snapshot; the web shows the same function's figures
 * before a request is sent.
 */
export const defaultVatRateBasisPoints = 2200;
export const maxVatRateBasisPoints = 10_000;

export interface PriceBreakdown {
  unitPriceMinor: number;
  quantity: number;
  netMinor: number;
  vatRateBasisPoints: number;
  vatMinor: number;
  grossMinor: number;
  currency: string;
}

/** VAT of a net amount, rounded half up to the cent. */
export function vatOf(netMinor: number, vatRateBasisPoints: number): number {
  return Math.round((netMinor * vatRateBasisPoints) / 10_000);
}

export function priceBreakdown(input: {
  unitPriceMinor: number;
  quantity: number;
  vatRateBasisPoints: number;
  currency: string;
}): PriceBreakdown {
  const netMinor = input.unitPriceMinor * input.quantity;
  const vatMinor = vatOf(netMinor, input.vatRateBasisPoints);
  return { ...input, netMinor, vatMinor, grossMinor: netMinor + vatMinor };
}
