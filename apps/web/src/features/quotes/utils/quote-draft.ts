import { quotePrice, sendquote, type quotePricings } from '@app/contracts/actions/quote';
import { toMinorUnits, type DeliveryMode } from '@app/contracts/catalogue';
import {
  instantOfLocalInput,
  localDateAfter,
  localDateOf,
  localInputOf,
} from '../../../lib/local-date-time.ts';
import { schemaProblemsOf } from '../../../shared/forms/schema-problems.ts';
import type { SendQuoteInput } from '../api/send-quote.ts';

export type QuotePricing = (typeof quotePricings)[number];

/** What the provider has typed so far, as the inputs hold it. */
export interface QuoteDraft {
  pricing: QuotePricing;
  /** The amount as typed ("1.250,50"), net of VAT. */
  price: string;
  /** `datetime-local` values in the viewer's zone; empty rows are ignored. */
  dates: string[];
  delivery: DeliveryMode;
  location: string;
  /** A `date` value (YYYY-MM-DD). */
  validUntil: string;
  coverLetter: string;
}

/** The requirement a quote answers, as far as the form needs it. */
export interface QuotedRequirement {
  id: number;
  participants: number | null;
  currency: string;
  delivery: DeliveryMode | null;
  location: string | null;
}

/** How long a new quote stays valid unless the provider says otherwise (Upwork-like default). */
export const defaultValidityDays = 14;

/** A new quote: per participant, the requirement's delivery and place, valid for two weeks. */
export function initialDraft(requirement: QuotedRequirement, now: Date): QuoteDraft {
  return {
    pricing: 'per_participant',
    price: '',
    dates: [''],
    delivery: requirement.delivery ?? 'in_person',
    location: requirement.location ?? '',
    validUntil: localDateAfter(now, defaultValidityDays),
    coverLetter: '',
  };
}

/** The participants a quote is priced for: the requirement's, one when it names none. */
export const participantsOf = (requirement: Pick<QuotedRequirement, 'participants'>) =>
  Math.max(1, requirement.participants ?? 1);

/**
 * The figures the server will store for this draft (the contract's `quotePrice()`), with the
 * provider's VAT rate; null while the price is not an amount.
 */
export function previewOf(
  draft: Pick<QuoteDraft, 'pricing' | 'price'>,
  requirement: Pick<QuotedRequirement, 'participants' | 'currency'>,
  vatRateBasisPoints: number,
) {
  const priceMinor = toMinorUnits(draft.price);
  if (priceMinor === null) return null;
  return quotePrice({
    pricing: draft.pricing,
    priceMinor,
    participants: participantsOf(requirement),
    vatRateBasisPoints,
    currency: requirement.currency,
  });
}

/** The earliest start the date inputs offer: the next full hour. */
export function earliestQuoteStart(now: Date): string {
  const next = new Date(now.getTime() + 60 * 60 * 1000);
  next.setMinutes(0, 0, 0);
  return localInputOf(next);
}

/**
 * The request to send and the problems to show beside the fields (catalogue keys by contract
 * field name): the contract's schema, plus what it cannot know (an amount typed as text, dates
 * and validity relative to now).
 */
export function checkDraft(
  draft: QuoteDraft,
  requirementId: number,
  now: Date,
): { input: SendQuoteInput; problems: Record<string, string> } {
  const priceMinor = toMinorUnits(draft.price);
  const chosen = draft.dates.filter((date) => date !== '');
  const input: SendQuoteInput = {
    requirementId,
    pricing: draft.pricing,
    priceMinor: priceMinor ?? '',
    dates: chosen.map(instantOfLocalInput),
    delivery: draft.delivery,
    location: draft.location.trim(),
    validUntil: draft.validUntil,
    coverLetter: draft.coverLetter.trim(),
  };
  const problems = schemaProblemsOf(sendquote.request, input);
  if (priceMinor === null) {
    problems.priceMinor = draft.price.trim() === '' ? 'validation.required' : 'validation.price';
  }
  if (!problems.dates && chosen.some((date) => new Date(date) <= now)) {
    problems.dates = 'quotes.form.datesPast';
  }
  if (!problems.validUntil && draft.validUntil < localDateOf(now)) {
    problems.validUntil = 'quotes.form.validUntilPast';
  }
  return { input, problems };
}
