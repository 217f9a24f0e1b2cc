import {
  changedRequirementSchema,
  newRequirementSchema,
  type RequirementDetail,
  type RequirementInput,
} from '@app/contracts/actions/requirement';
import { toMinorUnits } from '@app/contracts/catalogue';
import { intlLocaleOf, type Language } from '@app/contracts/locales';
import { numberFormat } from '../../../lib/intl.ts';

/** The form's state: what people type, as text. */
export interface RequirementDraft {
  title: string;
  category: string;
  description: string;
  participants: string;
  preferredStart: string;
  preferredEnd: string;
  deadline: string;
  delivery: string;
  location: string;
  language: string;
  budgetMin: string;
  budgetMax: string;
  currency: string;
  showOnProfile: boolean;
}

export type DraftField = Exclude<keyof RequirementDraft, 'showOnProfile'>;

/** The fields in the order of the form: the first one with a problem gets the focus. */
export const draftFields: readonly DraftField[] = [
  'title',
  'category',
  'description',
  'participants',
  'preferredStart',
  'preferredEnd',
  'deadline',
  'delivery',
  'location',
  'language',
  'budgetMin',
  'budgetMax',
  'currency',
];

export type DraftProblems = Partial<Record<DraftField, string>>;

export const emptyDraft: RequirementDraft = {
  title: '',
  category: '',
  description: '',
  participants: '',
  preferredStart: '',
  preferredEnd: '',
  deadline: '',
  delivery: '',
  location: '',
  language: '',
  budgetMin: '',
  budgetMax: '',
  currency: 'EUR',
  showOnProfile: true,
};

/** Minor units as an amount to edit, in the language's way: 250050 → "2500,50" in Italian. */
export function amountText(minorUnits: number | null, language: Language): string {
  if (minorUnits === null) return '';
  const hasCents = minorUnits % 100 !== 0;
  return numberFormat(intlLocaleOf[language], {
    useGrouping: false,
    minimumFractionDigits: hasCents ? 2 : 0,
    maximumFractionDigits: 2,
  }).format(minorUnits / 100);
}

export function draftOf(requirement: RequirementDetail, language: Language): RequirementDraft {
  return {
    title: requirement.title,
    category: requirement.category,
    description: requirement.description,
    participants: requirement.participants === null ? '' : String(requirement.participants),
    preferredStart: requirement.preferredStart ?? '',
    preferredEnd: requirement.preferredEnd ?? '',
    deadline: requirement.deadline ?? '',
    delivery: requirement.delivery ?? '',
    location: requirement.location ?? '',
    language: requirement.language ?? '',
    budgetMin: amountText(requirement.budgetMin, language),
    budgetMax: amountText(requirement.budgetMax, language),
    currency: requirement.currency,
    showOnProfile: requirement.showOnProfile,
  };
}

/** An amount typed by a person: '' is none, something else that is no amount is a problem. */
function minorUnitsOf(text: string): number | undefined | 'invalid' {
  if (text.trim() === '') return undefined;
  return toMinorUnits(text) ?? 'invalid';
}

/**
 * Checks a draft with the contract's own schema (field rules and cross-field rules, as the server
 * does) and turns it into the action's input. Amounts are converted to minor units first.
 */
export function checkDraft(
  draft: RequirementDraft,
  mode: 'create' | 'edit',
): { input: RequirementInput; problems: DraftProblems } {
  const problems: DraftProblems = {};
  const budgetMin = minorUnitsOf(draft.budgetMin);
  const budgetMax = minorUnitsOf(draft.budgetMax);
  if (budgetMin === 'invalid') problems.budgetMin = 'validation.price';
  if (budgetMax === 'invalid') problems.budgetMax = 'validation.price';
  // The select and radio values are free text here; the schema below checks they are valid.
  const input = {
    ...draft,
    budgetMin: budgetMin === 'invalid' ? undefined : budgetMin,
    budgetMax: budgetMax === 'invalid' ? undefined : budgetMax,
  } as RequirementInput;
  const schema = mode === 'create' ? newRequirementSchema : changedRequirementSchema;
  const result = schema.safeParse(input);
  for (const issue of result.error?.issues ?? []) {
    const field = String(issue.path[0]) as DraftField;
    if (draftFields.includes(field)) problems[field] ??= issue.message;
  }
  return { input, problems };
}

/** The first field of the form that has a problem. */
export function firstProblemField(problems: DraftProblems): DraftField | undefined {
  return draftFields.find((field) => problems[field] !== undefined);
}
