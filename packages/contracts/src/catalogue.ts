import { z } from 'zod';
import { languages } from './locales.ts';
import type { ValidationMessageKey } from './messages.ts';
import { publicationMachine, requirementMachine } from './states.ts';
import { catalogueLimits } from './catalogue-rules.ts';

export {
  catalogueLimits,
  galleryImageSizes,
  galleryImageSrcSet,
  roundToHalf,
} from './catalogue-rules.ts';

/**
 * What topics, events and requirements share: fixed lists (categories, delivery modes), the field
 * rules of their forms, and the card shapes every list of the product answers with. Action
 * definitions live in actions/{topic,event,requirement,discovery}.ts and build on these.
 */

/** Category slugs; their names are translated in the web catalogues under `categories.{slug}`. */
export const categories = [
  'leadership',
  'management',
  'project-management',
  'agile',
  'sales',
  'marketing',
  'digital-marketing',
  'communication',
  'negotiation',
  'customer-service',
  'human-resources',
  'finance',
  'accounting',
  'data-analytics',
  'artificial-intelligence',
  'software-development',
  'cloud',
  'cybersecurity',
  'office-tools',
  'languages',
  'health-safety',
  'quality',
  'compliance-privacy',
  'sustainability',
  'logistics',
  'design',
] as const;
export type Category = (typeof categories)[number];

export const deliveryModes = ['in_person', 'online', 'blended'] as const;
export type DeliveryMode = (typeof deliveryModes)[number];

export const publicationStates = publicationMachine.states;
export const requirementStates = requirementMachine.states;
/** The states an owner moves a requirement between and search lists (hidden is moderation's). */
export const requirementListStates = ['open', 'closed'] as const;

/** Currencies a price may be in; EUR is the default (docs/product.md, "Languages and money"). */
export const currencies = ['EUR', 'USD', 'GBP', 'CHF'] as const;

/** A zod issue's message key (messages.ts). */
export const message = (key: ValidationMessageKey) => ({ message: key });

/** A form boolean: true/false, 1/0 (decisions.md, bodies). */
export const formBoolean = z.union([
  z.boolean(),
  z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1'),
]);

/** A whole number from a form or JSON: "12" or 12. */
export const formInteger = (min: number, max: number) =>
  z.coerce
    .number(message('validation.number'))
    .int(message('validation.number'))
    .min(min, message('validation.tooSmall'))
    .max(max, message('validation.tooLarge'));

/** An optional whole number: empty means none. */
export const optionalInteger = (min: number, max: number) =>
  z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    formInteger(min, max).optional(),
  );

export const titleSchema = z
  .string(message('validation.required'))
  .trim()
  .min(1, message('validation.required'))
  .min(catalogueLimits.titleMin, message('validation.title.length'))
  .max(catalogueLimits.titleMax, message('validation.title.length'));

export const categorySchema = z.enum(categories, message('validation.category'));
export const deliverySchema = z.enum(deliveryModes, message('validation.invalid'));
export const currencySchema = z.enum(currencies, message('validation.invalid')).default('EUR');
export const languageCodeSchema = z.enum(languages, message('validation.invalid'));

/** A price in integer minor units (cents); the form converts what people type with toMinorUnits. */
export const priceMinorSchema = formInteger(0, catalogueLimits.priceMinorMax);

/** A calendar date, YYYY-MM-DD. */
export const isoDateSchema = z.iso.date(message('validation.date'));

/**
 * What a person types as an amount ("1.250,50", "1250.5", "90") in minor units, or null when it
 * is not an amount. The last `.` or `,` followed by one or two digits is the decimal separator.
 */
export function toMinorUnits(text: string): number | null {
  const compact = text.replace(/[\s€$£]/g, '').replace(/^CHF/i, '');
  if (!/^\d[\d.,]*$/.test(compact)) return null;
  const decimal = /[.,](\d{1,2})$/.exec(compact);
  const whole = (decimal ? compact.slice(0, decimal.index) : compact).replace(/[.,]/g, '');
  const cents = decimal ? decimal[1]!.padEnd(2, '0') : '00';
  const value = Number(whole) * 100 + Number(cents);
  return Number.isSafeInteger(value) ? value : null;
}

/**
 * A list in a form field: a JSON array, or one plain value; absent or empty is the empty list, so
 * the field's own "required" rule answers rather than a type error.
 */
function listOf(value: unknown): unknown {
  if (value === undefined || value === null || value === '') return [];
  if (typeof value !== 'string') return value;
  const text = value.trim();
  if (!text.startsWith('[')) return [text];
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return value;
  }
}

/** A list field (JSON array in a form, an array in JSON) of items checked by `item`. */
export const jsonList = <T extends z.ZodType>(item: T) =>
  z.preprocess(listOf, z.array(item, { message: 'validation.invalid' }));

const isoInstant = z.iso.datetime({ offset: true });

/**
 * Proposed start times of a booking request or a quote: one to `max` ISO instants with an offset;
 * each problem is reported on the field itself.
 */
export const proposedDatesSchema = (max: number) =>
  jsonList(z.string())
    .refine((dates) => dates.length >= 1, message('validation.required'))
    .refine((dates) => dates.length <= max, message('validation.tooLarge'))
    .refine(
      (dates) => dates.every((date) => isoInstant.safeParse(date).success),
      message('validation.date'),
    );

/** Paging of every list: page from 1, pageSize bounded. */
export const pagingFields = {
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .min(1)
    .max(catalogueLimits.pageSizeMax)
    .default(catalogueLimits.pageSizeDefault),
};

export const catalogueImageSchema = z.object({
  large: z.string(),
  card: z.string(),
  thumb: z.string(),
});
export type CatalogueImage = z.infer<typeof catalogueImageSchema>;

/**
 * The topic card of every list (docs/product.md, "The catalogue"): url, thumbImage, topic, username, ratingCount (the stars, in halves),
 * currency and price (minor units); with the id, the number of reviews and, for a signed-in viewer,
 * whether it is one of their favourites.
 */
export const topicCardSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  thumbImage: z.string().nullable(),
  topic: z.string(),
  username: z.string(),
  /** The provider's name as their profile has it (the username when they gave none). */
  providerName: z.string(),
  ratingCount: z.number(),
  reviewCount: z.number().int(),
  currency: z.string(),
  price: z.number().int(),
  category: z.enum(categories),
  delivery: z.enum(deliveryModes),
  isFavourite: z.boolean(),
});
export type TopicCard = z.infer<typeof topicCardSchema>;

/** An event in lists. Times are ISO 8601 instants; timeZone is where the organiser set them. */
export const eventCardSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  title: z.string(),
  thumbImage: z.string().nullable(),
  username: z.string(),
  /** The organiser's name as their profile has it (the username when they gave none). */
  providerName: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  timeZone: z.string(),
  delivery: z.enum(deliveryModes),
  location: z.string().nullable(),
  currency: z.string(),
  price: z.number().int(),
  capacity: z.number().int().nullable(),
});
export type EventCard = z.infer<typeof eventCardSchema>;

/** A requirement in lists. Budgets are minor units; dates YYYY-MM-DD. */
export const requirementCardSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  title: z.string(),
  category: z.enum(categories),
  username: z.string(),
  participants: z.number().int().nullable(),
  delivery: z.enum(deliveryModes).nullable(),
  location: z.string().nullable(),
  budgetMin: z.number().int().nullable(),
  budgetMax: z.number().int().nullable(),
  currency: z.string(),
  deadline: z.string().nullable(),
  status: z.enum(requirementStates),
  createdAt: z.string(),
});
export type RequirementCard = z.infer<typeof requirementCardSchema>;

/** A provider in lists (featured trainers, search by supplier). */
export const providerCardSchema = z.object({
  userId: z.number().int(),
  username: z.string(),
  name: z.string(),
  headline: z.string().nullable(),
  thumbImage: z.string().nullable(),
  location: z.string().nullable(),
  rating: z.number(),
  reviewCount: z.number().int(),
  topicCount: z.number().int(),
});
export type ProviderCard = z.infer<typeof providerCardSchema>;
