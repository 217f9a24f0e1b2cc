import { z } from 'zod';
import { ownerOf, providers, signedIn } from '../access.ts';
import { defineAction, success } from '../action.ts';
import {
  deliverySchema,
  formInteger,
  isoDateSchema,
  message,
  pagingFields,
  proposedDatesSchema,
} from '../catalogue.ts';
import { priceBreakdown, type PriceBreakdown } from '../money.ts';
import { quoteMachine } from '../states.ts';
import { priceSchema } from './booking.ts';

/** Limits of a quote (docs/product.md, "Quotes"). */
export const quoteLimits = {
  proposedDatesMax: 3,
  coverLetterMax: 3000,
  locationMax: 200,
  priceMinorMax: 100_000_000,
  /** The training a quote books lasts this long unless the requirement says otherwise. */
  durationHours: 8,
} as const;

export const quotePricings = ['per_participant', 'flat'] as const;

const id = formInteger(1, 2_147_483_647);
export const sendquote = defineAction({
  name: 'sendquote',
  endpoint: 'selling',
  access: providers,
  summary:
    'A provider answers an open requirement (not their own) with a sealed quote: price per participant or flat (net, minor units; VAT from the provider’s rate), one to three proposed start times, delivery, location, validity date and a cover letter. One active quote per provider per requirement.',
  request: z.object({
    requirementId: id,
    pricing: z.enum(quotePricings),
    priceMinor: formInteger(0, quoteLimits.priceMinorMax),
    dates: proposedDatesSchema(quoteLimits.proposedDatesMax),
    delivery: deliverySchema,
    location: z.preprocess(
      (value) => (value === '' || value === null ? undefined : value),
      z.string().trim().max(quoteLimits.locationMax, message('validation.tooLong')).optional(),
    ),
    validUntil: isoDateSchema,
    coverLetter: z
      .string()
      .trim()
      .max(quoteLimits.coverLetterMax, message('validation.tooLong'))
      .default(''),
  }),
  response: success({ quote: z.object({ id: z.number().int(), state: z.string() }) }),
});

export const quoteSummary = z.object({
  id: z.number().int(),
  state: z.enum(quoteMachine.states),
  requirement: z.object({
    id: z.number().int(),
    title: z.string(),
    url: z.string(),
    participants: z.number().int(),
  }),
  provider: z.object({
    id: z.number().int(),
    username: z.string(),
    name: z.string(),
    profileImage: z.string().nullable(),
    /** Stars from verified reviews (halves), and how many. */
    rating: z.number(),
    reviewCount: z.number().int(),
    profileUrl: z.string(),
  }),
  pricing: z.enum(quotePricings),
  /** Net price per participant, and the whole training for the requirement's participants. */
  perParticipantMinor: z.number().int(),
  total: priceSchema,
  proposedDates: z.array(z.string()),
  delivery: z.string(),
  location: z.string().nullable(),
  validUntil: z.string(),
  coverLetter: z.string(),
  createdAt: z.string(),
  /** The booking an accepted quote made. */
  bookingId: z.number().int().nullable(),
  /** The transitions the caller may fire now. */
  actions: z.array(z.string()),
});
export type QuoteSummary = z.infer<typeof quoteSummary>;

export const requirementquotes = defineAction({
  name: 'requirementquotes',
  endpoint: 'selling',
  access: ownerOf('requirement', 'requirementId'),
  summary:
    'The quotes on my requirement, side by side: price per participant and total for its participants, VAT, dates, validity, the provider (name, picture, verified rating, profile) and state.',
  request: z.object({ requirementId: id }),
  response: success({ list: z.array(quoteSummary) }),
});

export const myquotes = defineAction({
  name: 'myquotes',
  endpoint: 'selling',
  access: providers,
  summary:
    'The quotes I sent, newest first, with their states; with requirementId, those on one requirement (the provider’s own quote on its page).',
  request: z.object({
    requirementId: z.preprocess(
      (value) => (value === '' || value === null ? undefined : value),
      id.optional(),
    ),
    ...pagingFields,
  }),
  response: success({ list: z.array(quoteSummary), total: z.number().int() }),
});

export const quotetransition = defineAction({
  name: 'quotetransition',
  endpoint: 'selling',
  access: signedIn,
  summary:
    'Fire a transition of a quote: shortlist, unshortlist or accept (the requirement’s owner; accepting books the training at the quoted price on dateIndex’s proposed date, closes the requirement and marks the other quotes not selected), withdraw (the provider).',
  request: z.object({
    id,
    transition: z.enum(['shortlist', 'unshortlist', 'accept', 'withdraw']),
    dateIndex: z.preprocess(
      (value) => (value === '' || value === null || value === undefined ? 0 : value),
      formInteger(0, quoteLimits.proposedDatesMax - 1),
    ),
  }),
  response: success({
    quote: z.object({ id: z.number().int(), state: z.string() }),
    bookingId: z.number().int().nullable(),
  }),
});

/**
 * What a quote costs the requirement's participants: per participant (net), and the whole
 * training with VAT. A flat quote is one unit at its price; its per-participant figure is rounded.
 */
export function quotePrice(quote: {
  pricing: (typeof quotePricings)[number];
  priceMinor: number;
  participants: number;
  vatRateBasisPoints: number;
  currency: string;
}): { perParticipantMinor: number; total: PriceBreakdown } {
  const participants = Math.max(1, quote.participants);
  const perParticipant = quote.pricing === 'per_participant';
  return {
    perParticipantMinor: perParticipant
      ? quote.priceMinor
      : Math.round(quote.priceMinor / participants),
    total: priceBreakdown({
      unitPriceMinor: quote.priceMinor,
      quantity: perParticipant ? participants : 1,
      vatRateBasisPoints: quote.vatRateBasisPoints,
      currency: quote.currency,
    }),
  };
}
