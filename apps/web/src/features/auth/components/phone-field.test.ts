import { describe, expect, it } from 'vitest';
import { firstProblem, phoneSchema } from '@app/contracts/validation';
import { internationalNumber } from './phone-field.tsx';

const problemOf = (country: string, number: string) =>
  firstProblem(phoneSchema, internationalNumber(country, number));

describe('internationalNumber', () => {
  it('joins the dial code and the digits of the number, without separators', () => {
    expect(internationalNumber('IT', '333 123-45.67')).toBe('+393331234567');
    expect(internationalNumber('GB', '(020) 7946 0018')).toBe('+4402079460018');
  });

  it('meets the 12-digit rule with the dial code counted: +39 and ten digits', () => {
    expect(problemOf('IT', '333 123 4567')).toBeNull();
    expect(problemOf('IT', '333 123 456')).toBe('validation.phone.pattern');
    expect(problemOf('US', '202 555 0143')).toBe('validation.phone.pattern');
    expect(problemOf('IT', '333 12a 4567')).toBe('validation.phone.pattern');
  });
});
