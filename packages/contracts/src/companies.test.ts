import { describe, expect, it } from 'vitest';
import {
  checkCompanyVatId,
  companyNameSchema,
  countrySchema,
  subscriptionStateOf,
} from './companies.ts';

describe('a company sign-up', () => {
  it('takes a name with letters or digits, not a reserved one', () => {
    expect(companyNameSchema.parse('  Rossi & Figli S.r.l. ')).toBe('Rossi & Figli S.r.l.');
    for (const [name, key] of [
      ['', 'validation.companyName.short'],
      ['--', 'validation.companyName.short'],
      ['Admin', 'validation.companyName.reserved'],
      ['dashboard', 'validation.companyName.reserved'],
    ] as const) {
      expect(companyNameSchema.safeParse(name).error?.issues[0]?.message, name).toBe(key);
    }
  });

  it('takes a country as an ISO code, any case', () => {
    expect(countrySchema.parse(' it ')).toBe('IT');
    expect(countrySchema.safeParse('').error?.issues[0]?.message).toBe('validation.required');
    expect(countrySchema.safeParse('XX').error?.issues[0]?.message).toBe('validation.invalid');
  });

  it('knows a VAT id by its canonical form, and refuses a wrong check digit', () => {
    expect(checkCompanyVatId('011.146 010-06', 'IT')).toEqual({ vatId: 'IT01114601006' });
    expect(checkCompanyVatId('', 'IT')).toEqual({ vatId: null });
    expect(checkCompanyVatId('IT01114601007', 'IT')).toEqual({ problem: 'billing.problems.vatId' });
  });
});

describe("a subscription's state", () => {
  const now = new Date('2026-11-29T10:00:00Z');
  it('is trial or active until its end date, then expired whatever the plan', () => {
    expect(subscriptionStateOf({ plan: 'trial', endDate: '2026-11-29T10:00:01Z' }, now)).toBe(
      'trial',
    );
    expect(subscriptionStateOf({ plan: 'business', endDate: '2027-01-01' }, now)).toBe('active');
    expect(subscriptionStateOf({ plan: 'trial', endDate: now }, now)).toBe('expired');
    expect(subscriptionStateOf({ plan: 'standard', endDate: '2026-01-01' }, now)).toBe('expired');
  });
});
