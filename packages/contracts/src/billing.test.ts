import { describe, expect, it } from 'vitest';
import {
  billingDetailsFields,
  billingDetailsProblems,
  isValidTaxCode,
  isValidVatId,
  normalizeBillingDetails,
} from './billing.ts';

const fields = (values: Record<string, string>) => billingDetailsFields.parse(values);

describe('VAT ids', () => {
  it.each([
    'IT00743110157',
    'DE136695976',
    'FR40303265045',
    'IE6388047V',
    'ESB12345674',
    'ATU13585627',
    'GB980780684',
  ])('accepts the real-looking %s', (vatId) => {
    expect(isValidVatId(vatId)).toBe(true);
  });

  it.each(['IT00743110158', 'IT0074311015', 'DE136695970', 'FR4030326504'])(
    'refuses %s (a wrong check digit or length)',
    (vatId) => {
      expect(isValidVatId(vatId)).toBe(false);
    },
  );

  it('prefixes a number typed without its country, EL for Greece', () => {
    const base = { legalName: 'x', street: 'x', postalCode: '10431', city: 'Athina' };
    expect(
      normalizeBillingDetails(fields({ ...base, country: 'gr', vatId: '094259216' }), 'buyer')
        .vatId,
    ).toBe('EL094259216');
    expect(
      normalizeBillingDetails(fields({ ...base, country: 'IT', vatId: '007 431 101 57' }), 'buyer')
        .vatId,
    ).toBe('IT00743110157');
  });
});

describe('Italian tax codes', () => {
  it('takes a person’s 16 characters with their check letter, or a company’s 11 digits', () => {
    expect(isValidTaxCode('RSSMRA85T10A562S')).toBe(true);
    expect(isValidTaxCode('RSSMRA85T10A562T')).toBe(false);
    expect(isValidTaxCode('00743110157')).toBe(true);
    expect(isValidTaxCode('00743110158')).toBe(false);
  });
});

describe('billing details rules', () => {
  const italian = {
    legalName: 'Rossi S.r.l.',
    street: 'Via Roma 1',
    postalCode: '20121',
    city: 'Milano',
    province: 'MI',
    country: 'IT',
    vatId: 'IT00743110157',
  };
  const problemsOf = (values: Record<string, string>, owner: 'company' | 'provider' | 'buyer') =>
    billingDetailsProblems(normalizeBillingDetails(fields(values), owner), owner);

  it('gives a PEC alone the recipient code 0000000', () => {
    const details = normalizeBillingDetails(fields({ ...italian, pec: 'a@pec.it' }), 'company');
    expect(details.sdiCode).toBe('0000000');
    expect(billingDetailsProblems(details, 'company')).toEqual({});
  });

  it('asks a provider for an IBAN with a valid checksum', () => {
    expect(problemsOf(italian, 'provider')).toEqual({ iban: 'billing.problems.ibanRequired' });
    expect(problemsOf({ ...italian, iban: 'IT60X0542811101000000123457' }, 'provider')).toEqual({
      iban: 'billing.problems.iban',
    });
    expect(
      problemsOf({ ...italian, iban: 'it60 x054 2811 1010 0000 0123 456' }, 'provider'),
    ).toEqual({});
  });

  it('keeps province, SDI code and PEC in Italy only', () => {
    const french = normalizeBillingDetails(
      fields({
        ...italian,
        country: 'FR',
        vatId: 'FR40303265045',
        sdiCode: 'ABC1234',
        pec: 'a@b.fr',
      }),
      'company',
    );
    expect(french).toMatchObject({ province: null, sdiCode: null, pec: null });
    expect(billingDetailsProblems(french, 'company')).toEqual({});
  });

  it('applies Italy’s postal code and province only in Italy', () => {
    expect(problemsOf({ ...italian, postalCode: '2012', province: '' }, 'buyer')).toEqual({
      postalCode: 'billing.problems.postalCodeItaly',
      province: 'billing.problems.required',
    });
    expect(
      problemsOf(
        { ...italian, country: 'FR', postalCode: '75001', province: '', vatId: 'FR40303265045' },
        'buyer',
      ),
    ).toEqual({});
  });
});
