import { describe, expect, it } from 'vitest';
import { amountTextOf, parseAmountText } from './amount-text.ts';

describe('amount text', () => {
  it('shows minor units as a person types them', () => {
    expect(amountTextOf(150_000)).toBe('1500');
    expect(amountTextOf(150_050)).toBe('1500,50');
    expect(amountTextOf(5)).toBe('0,05');
    expect(amountTextOf(null)).toBe('');
  });

  it('reads what was typed: empty is none, nonsense is invalid', () => {
    expect(parseAmountText('')).toBeNull();
    expect(parseAmountText(' 1.500 ')).toBe(150_000);
    expect(parseAmountText('1500,5')).toBe(150_050);
    expect(parseAmountText('abc')).toBe('invalid');
    expect(parseAmountText('1500,50')).toBe(150_050);
  });
});
