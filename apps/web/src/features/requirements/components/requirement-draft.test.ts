import { describe, expect, it } from 'vitest';
import type { RequirementDetail } from '@app/contracts/actions/requirement';
import {
  amountText,
  checkDraft,
  draftOf,
  emptyDraft,
  firstProblemField,
} from './requirement-draft.ts';

const filled = {
  ...emptyDraft,
  title: 'Excel for the sales team',
  category: 'office-tools',
  description: 'Pivot tables.',
};

describe('requirement draft', () => {
  it('turns typed amounts into minor units', () => {
    const { input, problems } = checkDraft(
      { ...filled, budgetMin: '1.250,50', budgetMax: '2000' },
      'create',
    );
    expect(problems).toEqual({});
    expect(input).toMatchObject({ budgetMin: 125050, budgetMax: 200000 });
  });

  it('reports the problems of the contract, the budget order included', () => {
    const { problems } = checkDraft(
      { ...emptyDraft, budgetMin: '500', budgetMax: '400', participants: 'many' },
      'create',
    );
    expect(problems).toEqual({
      title: 'validation.required',
      category: 'validation.category',
      description: 'validation.required',
      participants: 'validation.number',
      budgetMax: 'validation.budgetOrder',
    });
    expect(firstProblemField(problems)).toBe('title');
  });

  it('says which amount is not an amount', () => {
    expect(checkDraft({ ...filled, budgetMin: 'abc' }, 'create').problems).toEqual({
      budgetMin: 'validation.price',
    });
  });

  it('allows a passed deadline only when editing', () => {
    const draft = { ...filled, deadline: '2020-01-01' };
    expect(checkDraft(draft, 'create').problems).toEqual({ deadline: 'validation.deadlinePast' });
    expect(checkDraft(draft, 'edit').problems).toEqual({});
  });

  it('shows stored amounts the way the language writes them', () => {
    expect(amountText(250050, 'it')).toBe('2500,50');
    expect(amountText(250050, 'en')).toBe('2500.50');
    expect(amountText(300000, 'de')).toBe('3000');
    expect(amountText(null, 'en')).toBe('');
  });

  it('fills the form from a stored requirement', () => {
    const stored = {
      title: 'Excel',
      category: 'office-tools',
      description: 'Text',
      participants: 12,
      preferredStart: null,
      preferredEnd: null,
      deadline: '2030-01-01',
      delivery: null,
      location: null,
      language: 'de',
      budgetMin: null,
      budgetMax: 150000,
      currency: 'CHF',
      showOnProfile: false,
    } as unknown as RequirementDetail;
    expect(draftOf(stored, 'it')).toEqual({
      ...emptyDraft,
      title: 'Excel',
      category: 'office-tools',
      description: 'Text',
      participants: '12',
      deadline: '2030-01-01',
      language: 'de',
      budgetMax: '1500',
      currency: 'CHF',
      showOnProfile: false,
    });
  });
});
