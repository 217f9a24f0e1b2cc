import { z } from 'zod';
import { defineAction, success } from '../action.ts';
import {
  catalogueLimits,
  categories,
  categorySchema,
  deliverySchema,
  eventCardSchema,
  isoDateSchema,
  languageCodeSchema,
  optionalInteger,
  pagingFields,
  providerCardSchema,
  requirementCardSchema,
  requirementListStates,
  topicCardSchema,
} from '../catalogue.ts';
import { anyone } from '../access.ts';

/**
 * Search: the header box's grouped suggestions, the three search pages (topics, events,
 * requirements) and the trainers of the search page's tabs; each page finds all the box would
 * suggest for its text. Every field of a page request comes from the page's query string, so an empty
 * value means "no filter" and the whole state of a page can be shared as a link.
 */

const suggestion = z.object({ topic: z.string(), url: z.string() });

export const searchBar = defineAction({
  name: 'searchBar',
  endpoint: 'main',
  access: anyone,
  summary:
    'Suggestions for the header search box, grouped into topics, trainers (`user`: active providers, as `searchtrainers` finds them), requirements, events (at most 5 each); `url` is the app path (`/topic/x`, `/event/Q/x`, `/requirement/x`, `/username`).',
  request: z.object({ search: z.string().trim().max(catalogueLimits.searchTextMax) }),
  response: success({
    topicDetail: z.array(suggestion),
    user: z.array(z.object({ username: z.string(), name: z.string(), url: z.string() })),
    requirement: z.array(suggestion),
    event: z.array(suggestion),
  }),
});

const emptyToUndefined = (value: unknown) =>
  value === '' || value === null || (typeof value === 'string' && value.trim() === '')
    ? undefined
    : value;

/** An optional query-string value: empty means absent. */
const optional = <Schema extends z.ZodType>(schema: Schema) =>
  z.preprocess(emptyToUndefined, schema.optional());

const searchText = (max: number) => optional(z.string().trim().max(max));

const amount = optionalInteger(0, catalogueLimits.priceMinorMax);

/** What all three pages accept: the text, a provider (exact username) and a supplier (words). */
const commonFields = {
  /** Words to look for in titles and descriptions. */
  topic: searchText(catalogueLimits.searchTextMax),
  /** One provider's (or seeker's) listings, by exact username (any case). */
  username: searchText(40),
  /** Providers whose username or name contains the text. */
  supplier: searchText(80),
  delivery: optional(deliverySchema),
  /** A place: matched anywhere in the listing's location. */
  location: searchText(catalogueLimits.locationMax),
  ...pagingFields,
};

export const topicSorts = ['relevance', 'newest', 'price_asc', 'price_desc', 'rating'] as const;
export type TopicSort = (typeof topicSorts)[number];

export const searchtopics = defineAction({
  name: 'searchtopics',
  endpoint: 'main',
  access: anyone,
  summary:
    'The topic search page: published topics by text, provider and filters, sorted and paged, with the number of results per category (for the current filters except the category).',
  request: z.object({
    ...commonFields,
    category: optional(categorySchema),
    /** Minor units (cents). */
    priceMin: amount,
    priceMax: amount,
    language: optional(languageCodeSchema),
    /** Default: relevance with a text, newest without. */
    sort: optional(z.enum(topicSorts)),
  }),
  response: success({
    topics: z.array(topicCardSchema),
    recordsTotal: z.number().int(),
    categories: z.array(z.object({ category: z.enum(categories), count: z.number().int() })),
  }),
});

export const eventSorts = ['soonest', 'newest', 'price_asc'] as const;
export type EventSort = (typeof eventSorts)[number];

export const searchevents = defineAction({
  name: 'searchevents',
  endpoint: 'main',
  access: anyone,
  summary:
    'The event search page (and the upcoming events page): published events by text, provider, dates and filters; without dates, the ones not yet over.',
  request: z
    .object({
      ...commonFields,
      /** Events starting on or after this day (YYYY-MM-DD, UTC). */
      from: optional(isoDateSchema),
      /** Events starting on or before this day. */
      to: optional(isoDateSchema),
      priceMax: amount,
      sort: optional(z.enum(eventSorts)),
    })
    .refine((input) => !input.from || !input.to || input.from <= input.to, {
      path: ['to'],
      message: 'validation.dateOrder',
    }),
  response: success({ events: z.array(eventCardSchema), recordsTotal: z.number().int() }),
});

export const requirementSorts = ['newest', 'deadline', 'budget_desc'] as const;
export type RequirementSort = (typeof requirementSorts)[number];

export const searchrequirements = defineAction({
  name: 'searchrequirements',
  endpoint: 'main',
  access: anyone,
  summary:
    "The requirement search page: seekers' requirements (open ones by default) by text, seeker and filters. The list is public; a requirement's own page needs a session.",
  request: z.object({
    ...commonFields,
    category: optional(categorySchema),
    language: optional(languageCodeSchema),
    /** Requirements whose highest budget reaches this amount (minor units). */
    budgetMin: amount,
    status: optional(z.enum(requirementListStates)),
    sort: optional(z.enum(requirementSorts)),
  }),
  response: success({
    requirements: z.array(requirementCardSchema),
    recordsTotal: z.number().int(),
  }),
});

export const searchtrainers = defineAction({
  name: 'searchtrainers',
  endpoint: 'main',
  access: anyone,
  summary:
    "The search page's trainers tab: active providers whose username, full name or last name starts with the text, or resembles it (the header suggestions' match), the closest first, paged; without a text, all of them by username.",
  request: z.object({
    /** A name, a full name ("first last") or a username, typos forgiven. */
    topic: searchText(catalogueLimits.searchTextMax),
    ...pagingFields,
  }),
  response: success({ trainers: z.array(providerCardSchema), recordsTotal: z.number().int() }),
});
