import { describe, expect, it } from 'vitest';
import { readableMoney } from './purchase-order-text.ts';

const plain = (text: string) => text.replace(/\s/g, ' ');

describe('amounts on orders', () => {
  it('are grouped in thousands from four digits, as from five (one way on one page)', () => {
    expect(plain(readableMoney(122_000, 'EUR', 'it'))).toBe('1.220,00 €');
    expect(plain(readableMoney(1_180_000, 'EUR', 'it'))).toBe('11.800,00 €');
    expect(plain(readableMoney(122_000, 'EUR', 'es'))).toBe('1.220,00 €');
    expect(plain(readableMoney(122_000, 'EUR', 'en'))).toBe('€1,220.00');
  });
});
