import { describe, expect, it } from 'vitest';
import { amountText, checkDraft, emptyDraft, hasText, type TopicDraft } from './topic-draft.ts';

const complete = (overrides: Partial<TopicDraft> = {}): TopicDraft => ({
  ...emptyDraft('it'),
  title: 'Excel avanzato per il controllo',
  category: 'office-tools',
  description: '<p>Tabelle pivot</p>',
  outcomes: ['  Tabelle pivot ', '', 'Cruscotti'],
  durationHours: '16',
  price: '1.250,50',
  ...overrides,
});

describe('checkDraft', () => {
  it('names the missing fields of an empty form', () => {
    const { problems, input } = checkDraft(emptyDraft('it'), false);
    expect(input).toBeNull();
    expect(problems).toEqual({
      title: 'validation.required',
      category: 'validation.category',
      price: 'validation.required',
    });
  });

  it('turns a valid form into the action input, the price in minor units', () => {
    const { problems, input } = checkDraft(complete(), false);
    expect(problems).toEqual({});
    expect(input).toMatchObject({
      title: 'Excel avanzato per il controllo',
      category: 'office-tools',
      outcomes: ['Tabelle pivot', 'Cruscotti'],
      durationHours: '16',
      price: 125050,
      currency: 'EUR',
      languages: ['it'],
    });
  });

  it('refuses amounts that are not amounts, and out-of-range numbers', () => {
    expect(checkDraft(complete({ price: 'tanti' }), false).problems).toEqual({
      price: 'validation.price',
    });
    expect(checkDraft(complete({ durationHours: '0' }), false).problems).toEqual({
      durationHours: 'validation.tooSmall',
    });
    expect(checkDraft(complete({ title: 'Ab' }), false).problems).toEqual({
      title: 'validation.title.length',
    });
  });

  it('needs a description with text for a published topic only', () => {
    const empty = complete({ description: '<p> </p>' });
    expect(checkDraft(empty, false).input?.description).toBe('');
    expect(checkDraft(empty, true).problems).toEqual({ description: 'validation.required' });
  });
});

describe('amountText and hasText', () => {
  it('writes minor units back as a person types them in the language', () => {
    expect(amountText(125050, 'it')).toBe('1250,50');
    expect(amountText(125050, 'en')).toBe('1250.50');
    expect(amountText(0, 'de')).toBe('0,00');
  });

  it('tells an empty editor document from one with text', () => {
    expect(hasText('<p></p>')).toBe(false);
    expect(hasText('<p>&nbsp;<br></p>')).toBe(false);
    expect(hasText('<ul><li>x</li></ul>')).toBe(true);
  });
});
