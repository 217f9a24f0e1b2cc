import {
  eventFields,
  timeZoneSchema,
  wallClockSchema,
  type EventForm,
} from '@app/contracts/actions/event';
import {
  catalogueLimits,
  currencies,
  toMinorUnits,
  type DeliveryMode,
} from '@app/contracts/catalogue';
import { intlLocaleOf, type Language } from '@app/contracts/locales';
import type { ActionInput } from '@app/contracts/registry';
import { firstProblem } from '@app/contracts/validation';
import { numberFormat } from '../../../lib/intl.ts';

/** What the event form holds: text as typed, dates and times apart, the price as an amount. */
export interface EventDraft {
  title: string;
  description: string;
  language: string;
  startDate: string;
  startTime: string;
  endDate: string;
  endTime: string;
  timeZone: string;
  delivery: DeliveryMode;
  location: string;
  onlineUrl: string;
  capacity: string;
  price: string;
  currency: string;
  topicId: string;
}

export type DraftField = keyof EventDraft;
export type DraftProblems = Partial<Record<DraftField, string>>;
export type EventInput = ActionInput<'addevent'>;

/** Minor units as an amount to edit, in the language's way of writing it ("150,00"). */
export function amountOf(minorUnits: number, language: Language): string {
  if (minorUnits === 0) return '';
  return numberFormat(intlLocaleOf[language], {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    useGrouping: false,
  }).format(minorUnits / 100);
}

export function emptyDraft(timeZone: string): EventDraft {
  return {
    title: '',
    description: '',
    language: '',
    startDate: '',
    startTime: '09:00',
    endDate: '',
    endTime: '17:00',
    timeZone,
    delivery: 'in_person',
    location: '',
    onlineUrl: '',
    capacity: '',
    price: '',
    currency: currencies[0],
    topicId: '',
  };
}

export function draftOf(event: EventForm, language: Language): EventDraft {
  const [startDate = '', startTime = ''] = event.startsAt.split('T');
  const [endDate = '', endTime = ''] = event.endsAt.split('T');
  return {
    title: event.title,
    description: event.description,
    language: event.language ?? '',
    startDate,
    startTime,
    endDate,
    endTime,
    timeZone: event.timeZone,
    delivery: event.delivery,
    location: event.location ?? '',
    onlineUrl: event.onlineUrl ?? '',
    capacity: event.capacity === null ? '' : String(event.capacity),
    price: amountOf(event.price, language),
    currency: event.currency,
    topicId: event.topicId === null ? '' : String(event.topicId),
  };
}

/** Which form field shows a problem the server reports for one of its fields. */
export const draftFieldOfServerField: Record<string, DraftField> = {
  startsAt: 'startDate',
  endsAt: 'endDate',
};

function whenProblem(date: string, time: string): string | null {
  if (date === '' || time === '') return 'validation.required';
  return firstProblem(wallClockSchema, `${date}T${time}`);
}

/**
 * The contract's rules, checked before sending so a mistake shows at once; the server checks
 * them again. Answers the problems by field, or the input of addevent/updateevent.
 */
export function checkDraft(
  draft: EventDraft,
): { problems: DraftProblems; input: null } | { problems: null; input: EventInput } {
  const problems: DraftProblems = {};
  const note = (field: DraftField, problem: string | null) => {
    if (problem) problems[field] = problem;
  };
  note('title', firstProblem(eventFields.title, draft.title));
  note('description', firstProblem(eventFields.description, draft.description));
  note('startDate', whenProblem(draft.startDate, draft.startTime));
  note('endDate', whenProblem(draft.endDate, draft.endTime));
  const startsAt = `${draft.startDate}T${draft.startTime}`;
  const endsAt = `${draft.endDate}T${draft.endTime}`;
  if (!problems.startDate && !problems.endDate && endsAt <= startsAt) {
    problems.endDate = 'validation.dateOrder';
  }
  note('timeZone', firstProblem(timeZoneSchema, draft.timeZone));
  const usesPlace = draft.delivery !== 'online';
  const usesLink = draft.delivery !== 'in_person';
  if (usesPlace) note('location', firstProblem(eventFields.location, draft.location));
  if (usesLink) note('onlineUrl', firstProblem(eventFields.onlineUrl, draft.onlineUrl));
  note('capacity', firstProblem(eventFields.capacity, draft.capacity.trim()));
  const price = draft.price.trim() === '' ? 0 : toMinorUnits(draft.price);
  if (price === null) problems.price = 'validation.price';
  else if (price > catalogueLimits.priceMinorMax) problems.price = 'validation.tooLarge';

  if (Object.keys(problems).length > 0 || price === null) return { problems, input: null };
  return {
    problems: null,
    input: {
      title: draft.title,
      description: draft.description,
      startsAt,
      endsAt,
      timeZone: draft.timeZone,
      delivery: draft.delivery,
      location: usesPlace ? draft.location : '',
      onlineUrl: usesLink ? draft.onlineUrl : '',
      capacity: draft.capacity.trim(),
      price,
      currency: draft.currency,
      language: draft.language,
      topicId: draft.topicId,
    },
  };
}
