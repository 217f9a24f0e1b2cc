import { describe, expect, it } from 'vitest';
import {
  changedRequirementSchema,
  earliestToday,
  newRequirementSchema,
  requirementdetail,
} from './requirement.ts';

const valid = {
  title: 'Excel for the sales team',
  description: 'Pivot tables and charts.',
  category: 'office-tools',
};

const problemsOf = (value: unknown, schema = newRequirementSchema) => {
  const result = schema.safeParse(value);
  const problems: Record<string, string> = {};
  // The first problem of each field, as a form shows it.
  for (const issue of result.error?.issues ?? []) problems[issue.path.join('.')] ??= issue.message;
  return problems;
};

describe('requirement fields', () => {
  it('reads a form: empty optional fields are none, booleans and numbers from text', () => {
    const parsed = newRequirementSchema.parse({
      ...valid,
      description: ' Line one\r\nLine two ',
      participants: '12',
      preferredStart: '',
      delivery: '',
      location: '   ',
      language: 'it',
      budgetMin: '',
      budgetMax: '150000',
      showOnProfile: 'false',
    });
    expect(parsed).toMatchObject({
      description: 'Line one\nLine two',
      participants: 12,
      preferredStart: undefined,
      delivery: undefined,
      location: undefined,
      language: 'it',
      budgetMin: undefined,
      budgetMax: 150000,
      currency: 'EUR',
      showOnProfile: false,
    });
    expect(newRequirementSchema.parse(valid).showOnProfile).toBe(true);
  });

  it('names each broken field with its message key', () => {
    expect(problemsOf({ title: 'abc', description: '', category: 'cooking' })).toEqual({
      title: 'validation.title.length',
      description: 'validation.required',
      category: 'validation.category',
    });
    expect(problemsOf({ ...valid, participants: '0', preferredStart: '2030-02-30' })).toEqual({
      participants: 'validation.tooSmall',
      preferredStart: 'validation.date',
    });
  });

  it('reports the order rules next to the later field, alongside other problems', () => {
    expect(
      problemsOf({
        ...valid,
        title: '',
        preferredStart: '2030-05-10',
        preferredEnd: '2030-05-01',
        budgetMin: 50000,
        budgetMax: 20000,
      }),
    ).toEqual({
      title: 'validation.required',
      preferredEnd: 'validation.dateOrder',
      budgetMax: 'validation.budgetOrder',
    });
    expect(
      problemsOf({ ...valid, preferredStart: '2030-05-10', preferredEnd: '2030-05-10' }),
    ).toEqual({});
  });

  it('refuses a past deadline for a new requirement but not for an edited one', () => {
    expect(problemsOf({ ...valid, deadline: '2020-01-01' })).toEqual({
      deadline: 'validation.deadlinePast',
    });
    expect(problemsOf({ ...valid, deadline: earliestToday() })).toEqual({});
    expect(problemsOf({ ...valid, deadline: '2020-01-01' }, changedRequirementSchema)).toEqual({});
  });

  it('takes the earliest date on Earth as today', () => {
    expect(earliestToday(Date.parse('2030-03-05T11:00:00Z'))).toBe('2030-03-04');
    expect(earliestToday(Date.parse('2030-03-05T13:00:00Z'))).toBe('2030-03-05');
  });
});

describe('requirementdetail request', () => {
  it('takes exactly one of id and url', () => {
    expect(requirementdetail.request.safeParse({ id: '7' }).data).toEqual({ id: 7 });
    expect(requirementdetail.request.safeParse({ url: 'corso-excel' }).success).toBe(true);
    expect(requirementdetail.request.safeParse({}).success).toBe(false);
    expect(requirementdetail.request.safeParse({ id: 7, url: 'x' }).success).toBe(false);
  });
});

describe('cross-field rules', () => {
  it('are checked even when other fields are of the wrong kind', () => {
    expect(
      problemsOf({ category: 7, participants: 'many', budgetMin: 500, budgetMax: 400 }),
    ).toMatchObject({ category: 'validation.category', budgetMax: 'validation.budgetOrder' });
  });

  it('compare only well-formed values', () => {
    expect(
      problemsOf({ ...valid, preferredStart: '2031-02-30', preferredEnd: '2031-01-01' }),
    ).toEqual({ preferredStart: 'validation.date' });
    expect(newRequirementSchema.safeParse(null).success).toBe(false);
  });
});
