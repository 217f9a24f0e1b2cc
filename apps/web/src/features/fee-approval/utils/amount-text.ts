import { toMinorUnits } from '@app/contracts/catalogue';

/** An amount in minor units as a person edits it: "1500" or "1500,50" (no currency sign). */
export function amountTextOf(minor: number | null): string {
  if (minor === null) return '';
  const whole = Math.trunc(minor / 100);
  const cents = minor % 100;
  return cents === 0 ? String(whole) : `${whole},${String(cents).padStart(2, '0')}`;
}

/**
 * What a typed amount means: null for empty (no threshold), a number of minor units, or
 * 'invalid' when it is not an amount.
 */
export function parseAmountText(text: string): number | null | 'invalid' {
  if (text.trim() === '') return null;
  return toMinorUnits(text) ?? 'invalid';
}
