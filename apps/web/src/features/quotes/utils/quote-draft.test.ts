import { describe, expect, it } from 'vitest';
import { checkDraft, initialDraft, previewOf, type QuoteDraft } from './quote-draft.ts';

const requirement = {
  id: 7,
  participants: 12,
  currency: 'EUR',
  delivery: 'online' as const,
  location: 'Milano',
};
const now = new Date(2030, 2, 10, 10, 30);

function draft(changes: Partial<QuoteDraft> = {}): QuoteDraft {
  return {
    ...initialDraft(requirement, now),
    price: '450',
    dates: ['2030-03-20T09:00'],
    ...changes,
  };
}

describe('a new quote', () => {
  it('starts per participant, with the requirement’s delivery and place, valid for 14 days', () => {
    expect(initialDraft(requirement, now)).toEqual({
      pricing: 'per_participant',
      price: '',
      dates: [''],
      delivery: 'online',
      location: 'Milano',
      validUntil: '2030-03-24',
      coverLetter: '',
    });
    expect(initialDraft({ ...requirement, delivery: null, location: null }, now).delivery).toBe(
      'in_person',
    );
  });
});

describe('the price preview', () => {
  it('multiplies a price per participant by the requirement’s participants, with VAT', () => {
    expect(previewOf({ pricing: 'per_participant', price: '450' }, requirement, 2200)).toEqual({
      perParticipantMinor: 450_00,
      total: {
        unitPriceMinor: 450_00,
        quantity: 12,
        netMinor: 5400_00,
        vatRateBasisPoints: 2200,
        vatMinor: 1188_00,
        grossMinor: 6588_00,
        currency: 'EUR',
      },
    });
  });

  it('takes a flat price once, and shows what it makes per participant', () => {
    const preview = previewOf({ pricing: 'flat', price: '1.000,50' }, requirement, 1000);
    expect(preview?.perParticipantMinor).toBe(8338);
    expect(preview?.total).toMatchObject({ quantity: 1, netMinor: 100_050, vatMinor: 10_005 });
  });

  it('prices for one participant when the requirement names none, and waits for an amount', () => {
    const none = { ...requirement, participants: null };
    expect(previewOf({ pricing: 'per_participant', price: '90' }, none, 0)?.total.grossMinor).toBe(
      90_00,
    );
    expect(previewOf({ pricing: 'flat', price: 'abc' }, requirement, 2200)).toBeNull();
  });
});

describe('checking a quote before it is sent', () => {
  it('sends instants, the amount in minor units and trimmed texts', () => {
    const { input, problems } = checkDraft(
      draft({ price: '1.250,5', coverLetter: '  Hello  ', dates: ['2030-03-20T09:00', ''] }),
      7,
      now,
    );
    expect(problems).toEqual({});
    expect(input).toMatchObject({
      requirementId: 7,
      priceMinor: 125_050,
      dates: [new Date(2030, 2, 20, 9, 0).toISOString()],
      coverLetter: 'Hello',
      validUntil: '2030-03-24',
    });
  });

  it('says what is missing or wrong beside each field', () => {
    const { problems } = checkDraft(
      draft({ price: '', dates: [''], validUntil: '2030-03-09', coverLetter: 'x'.repeat(3001) }),
      7,
      now,
    );
    expect(problems).toEqual({
      priceMinor: 'validation.required',
      dates: 'validation.required',
      validUntil: 'quotes.form.validUntilPast',
      coverLetter: 'validation.tooLong',
    });
    expect(checkDraft(draft({ price: '-5' }), 7, now).problems.priceMinor).toBe('validation.price');
  });

  it('refuses a start that has passed, and accepts a validity of today', () => {
    const { problems } = checkDraft(
      draft({ dates: ['2030-03-10T10:00'], validUntil: '2030-03-10' }),
      7,
      now,
    );
    expect(problems).toEqual({ dates: 'quotes.form.datesPast' });
  });
});
