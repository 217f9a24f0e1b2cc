import { topicFields, type TopicDetail } from '@app/contracts/actions/topic';
import {
  categories,
  currencies,
  priceMinorSchema,
  toMinorUnits,
  type DeliveryMode,
} from '@app/contracts/catalogue';
import { intlLocaleOf, type Language } from '@app/contracts/locales';
import { firstProblem } from '@app/contracts/validation';
import type { TopicInput } from '../api/add-topic.ts';
import { numberFormat } from '../../../lib/intl.ts';

/** What the details form holds: text as typed; numbers and the price are parsed on saving. */
export interface TopicDraft {
  title: string;
  category: string;
  description: string;
  outcomes: string[];
  audience: string;
  durationHours: string;
  delivery: DeliveryMode;
  languages: Language[];
  location: string;
  price: string;
  currency: (typeof currencies)[number];
}

export type DraftField = keyof TopicDraft;
export type DraftProblems = Partial<Record<DraftField, string>>;

export const emptyDraft = (language: Language): TopicDraft => ({
  title: '',
  category: '',
  description: '',
  outcomes: [''],
  audience: '',
  durationHours: '',
  delivery: 'in_person',
  languages: [language],
  location: '',
  price: '',
  currency: 'EUR',
});

/** A price in minor units as a person would type it back: "450,00" in Italian, "450.00" in English. */
export function amountText(minor: number, language: Language): string {
  return numberFormat(intlLocaleOf[language], {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    useGrouping: false,
  }).format(minor / 100);
}

export const draftOf = (topic: TopicDetail, language: Language): TopicDraft => ({
  title: topic.title,
  category: topic.category,
  description: topic.description,
  outcomes: topic.outcomes.length > 0 ? topic.outcomes : [''],
  audience: topic.audience ?? '',
  durationHours: topic.durationHours === null ? '' : String(topic.durationHours),
  delivery: topic.delivery,
  languages: topic.languages,
  location: topic.location ?? '',
  price: amountText(topic.price, language),
  currency: (currencies as readonly string[]).includes(topic.currency)
    ? (topic.currency as TopicDraft['currency'])
    : 'EUR',
});

/** The description has visible text (the editor's empty document is `<p></p>`). */
export const hasText = (html: string) => html.replace(/<[^>]*>|&nbsp;|\s/g, '') !== '';

/**
 * Checks the draft with the contract's own rules and, when it passes, turns it into the action's
 * input. `requireDescription` holds for published topics, which must stay complete.
 */
export function checkDraft(
  draft: TopicDraft,
  requireDescription: boolean,
): { problems: DraftProblems; input: TopicInput | null } {
  const problems: DraftProblems = {};
  const check = (field: DraftField, problem: string | null) => {
    if (problem && !problems[field]) problems[field] = problem;
  };
  check('title', firstProblem(topicFields.title, draft.title));
  check(
    'category',
    draft.category === ''
      ? 'validation.category'
      : (categories as readonly string[]).includes(draft.category)
        ? null
        : 'validation.category',
  );
  check('description', firstProblem(topicFields.description, draft.description));
  if (requireDescription && !hasText(draft.description))
    check('description', 'validation.required');
  const outcomes = draft.outcomes.map((item) => item.trim()).filter(Boolean);
  check('outcomes', firstProblem(topicFields.outcomes, outcomes));
  check('audience', firstProblem(topicFields.audience, draft.audience));
  check('durationHours', firstProblem(topicFields.durationHours, draft.durationHours.trim()));
  check('location', firstProblem(topicFields.location, draft.location));
  const price = draft.price.trim() === '' ? null : toMinorUnits(draft.price);
  check('price', draft.price.trim() === '' ? 'validation.required' : null);
  check('price', price === null ? 'validation.price' : firstProblem(priceMinorSchema, price));
  if (Object.keys(problems).length > 0 || price === null) return { problems, input: null };

  return {
    problems,
    input: {
      title: draft.title.trim(),
      category: draft.category as TopicInput['category'],
      description: hasText(draft.description) ? draft.description : '',
      outcomes,
      audience: draft.audience.trim(),
      durationHours: draft.durationHours.trim(),
      delivery: draft.delivery,
      languages: draft.languages,
      location: draft.location.trim(),
      price,
      currency: draft.currency,
    },
  };
}
