import { describe, expect, it } from 'vitest';
import { findUnsafeFields, integerRange, isSafeText } from './input-safety.ts';

describe('input no field may hold', () => {
  it('refuses text with a NUL or an unpaired surrogate, and takes every other character', () => {
    expect(isSafeText('Zürich, 東京, emoji 😀, tab\t and newline\n')).toBe(true);
    expect(isSafeText('a\u0000b')).toBe(false);
    expect(isSafeText('lone high \uD83D')).toBe(false);
    expect(isSafeText('\uDE00 lone low')).toBe(false);
    expect(isSafeText('\uD83D\uDE00')).toBe(true);
  });

  it('refuses whole numbers beyond a database integer, in strings’ stead as well as nested', () => {
    expect(
      findUnsafeFields({
        companyId: 2 ** 31,
        page: integerRange.max,
        offset: integerRange.min - 1,
        price: 12.5,
        items: [{ title: 'ok' }, { title: 'bad\u0000' }],
        'key\u0000': 1,
      }),
    ).toEqual([
      { path: 'companyId', problem: 'validation.tooLarge' },
      { path: 'offset', problem: 'validation.tooSmall' },
      { path: 'items.1.title', problem: 'validation.invalid' },
      { path: 'key\u0000', problem: 'validation.invalid' },
    ]);
    expect(findUnsafeFields({ a: null, b: true, c: [] })).toEqual([]);
  });
});
