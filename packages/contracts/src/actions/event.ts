import { z } from 'zod';
import { defineAction, emptyRequest, success } from '../action.ts';
import {
  catalogueImageSchema,
  catalogueLimits,
  currencySchema,
  deliveryModes,
  deliverySchema,
  eventCardSchema,
  languageCodeSchema,
  optionalInteger,
  pagingFields,
  priceMinorSchema,
  publicationStates,
  titleSchema,
} from '../catalogue.ts';
import { optionalText, websitePattern } from '../validation.ts';
import {
  byIdRequest,
  deletedResponse,
  emptyToUndefined,
  listingImagesResponse,
  listingRef,
  publishRequest,
  recordId,
  moveImageRequest,
  removeImageRequest,
} from './listing.ts';
import { anyone, ownerOf, providers, signedIn } from '../access.ts';

/**
 * Events: a provider's dated session (a workshop, a webinar), public once published. Times travel
 * in as the organiser's wall-clock time plus their IANA zone, and out as ISO instants with that
 * zone, so every viewer can see them in their own zone and the organiser's.
 */

/** A form's local date and time, YYYY-MM-DDTHH:mm (seconds, when a browser adds them, are ignored). */
export const wallClockPattern = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/;

function isRealWallClock(value: string): boolean {
  if (!wallClockPattern.test(value)) return false;
  const [date = '', time = ''] = value.split('T');
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  const check = new Date(Date.UTC(year, month - 1, day));
  return (
    year >= 2000 &&
    year <= 2100 &&
    check.getUTCMonth() === month - 1 &&
    check.getUTCDate() === day &&
    hour < 24 &&
    minute < 60
  );
}

export const wallClockSchema = z
  .string({ message: 'validation.required' })
  .trim()
  .min(1, { message: 'validation.required' })
  .refine(isRealWallClock, { message: 'validation.date' })
  .transform((value) => value.slice(0, 16));

/** Whether the runtime knows an IANA zone (canonical names and aliases alike). */
export function isKnownTimeZone(value: string): boolean {
  if (value === '' || value.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

export const timeZoneSchema = z
  .string({ message: 'validation.required' })
  .trim()
  .min(1, { message: 'validation.required' })
  .refine(isKnownTimeZone, { message: 'validation.invalid' });

export const eventFields = {
  title: titleSchema,
  /** Rich text (HTML); the server keeps only the allowed formatting. */
  description: z
    .string()
    .max(catalogueLimits.descriptionMax, { message: 'validation.tooLong' })
    .default(''),
  startsAt: wallClockSchema,
  endsAt: wallClockSchema,
  timeZone: timeZoneSchema,
  delivery: deliverySchema.default('in_person'),
  location: optionalText(catalogueLimits.locationMax),
  onlineUrl: optionalText(500).refine(
    (value) => value === null || value === undefined || websitePattern.test(value),
    { message: 'validation.website.pattern' },
  ),
  capacity: optionalInteger(1, catalogueLimits.capacityMax),
  price: z.preprocess(emptyToUndefined, priceMinorSchema.default(0)),
  currency: z.preprocess(emptyToUndefined, currencySchema),
  language: z.preprocess(emptyToUndefined, languageCodeSchema.optional()),
  /** One of the organiser's own topics, or none. */
  topicId: optionalInteger(1, 2_147_483_647),
  /** With a minimum, the event is confirmed or cancelled at goNoGoAt (organiser's zone). */
  minAttendees: optionalInteger(1, catalogueLimits.capacityMax),
  goNoGoAt: z.preprocess(emptyToUndefined, wallClockSchema.optional()),
};

/** Same zone on both sides, so the wall-clock texts compare like the instants they stand for. */
const endsAfterStart = (
  value: { startsAt: string; endsAt: string; goNoGoAt?: string | undefined },
  context: z.RefinementCtx,
) => {
  if (value.endsAt <= value.startsAt) {
    context.addIssue({ code: 'custom', path: ['endsAt'], message: 'validation.dateOrder' });
  }
  if (value.goNoGoAt !== undefined && value.goNoGoAt >= value.startsAt) {
    context.addIssue({ code: 'custom', path: ['goNoGoAt'], message: 'validation.dateOrder' });
  }
};

export const eventInputSchema = z.object(eventFields).superRefine(endsAfterStart);

export const addevent = defineAction({
  name: 'addevent',
  endpoint: 'selling',
  access: providers,
  summary:
    'Create an event as a draft (providers only). startsAt and endsAt are local times (YYYY-MM-DDTHH:mm) in timeZone (IANA); price in minor units.',
  request: eventInputSchema,
  response: success({ event: listingRef }),
});

export const updateevent = defineAction({
  name: 'updateevent',
  endpoint: 'selling',
  access: ownerOf('event'),
  summary:
    'Replace the fields of an own event; its url never changes. A published event must stay complete.',
  request: z.object({ id: recordId, ...eventFields }).superRefine(endsAfterStart),
  response: success({ event: listingRef }),
});

export const publishevent = defineAction({
  name: 'publishevent',
  endpoint: 'selling',
  access: ownerOf('event'),
  summary:
    'Publish (publish=true) or take back to draft (publish=false) an own event. Publishing needs a description, a place or an online link, and an end still to come.',
  request: publishRequest,
  response: success({
    event: listingRef.extend({ status: z.enum(publicationStates) }),
  }),
});

export const deleteevent = defineAction({
  name: 'deleteevent',
  endpoint: 'selling',
  access: ownerOf('event'),
  summary: 'Delete an own event and its images.',
  request: byIdRequest,
  response: deletedResponse,
});

export const myEventsWhen = ['upcoming', 'past'] as const;

export const myEventSchema = eventCardSchema.extend({ status: z.enum(publicationStates) });
export type MyEvent = z.infer<typeof myEventSchema>;

export const myevents = defineAction({
  name: 'myevents',
  endpoint: 'selling',
  access: signedIn,
  summary:
    "The caller's own events, drafts included: by status and upcoming (not yet ended, soonest first) or past (latest first); paged.",
  request: z.object({
    status: z.preprocess(emptyToUndefined, z.enum(publicationStates).optional()),
    when: z.preprocess(emptyToUndefined, z.enum(myEventsWhen).optional()),
    ...pagingFields,
  }),
  response: success({ events: z.array(myEventSchema), recordsTotal: z.number().int() }),
});

/** An own event as its form shows it: times back as wall-clock times in its zone. */
export const eventFormSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  status: z.enum(publicationStates),
  title: z.string(),
  description: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  timeZone: z.string(),
  delivery: z.enum(deliveryModes),
  location: z.string().nullable(),
  onlineUrl: z.string().nullable(),
  capacity: z.number().int().nullable(),
  price: z.number().int(),
  currency: z.string(),
  language: z.string().nullable(),
  topicId: z.number().int().nullable(),
  /** Absent from older clients' fixtures; the server always sends both. */
  minAttendees: z.number().int().nullable().optional(),
  goNoGoAt: z.string().nullable().optional(),
  images: z.array(catalogueImageSchema),
});
export type EventForm = z.infer<typeof eventFormSchema>;

export const myevent = defineAction({
  name: 'myevent',
  endpoint: 'selling',
  access: ownerOf('event'),
  summary:
    'An own event for its editor: startsAt and endsAt as local times (YYYY-MM-DDTHH:mm) in its timeZone.',
  request: byIdRequest,
  response: success({ event: eventFormSchema }),
});

export const eventDetailSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  title: z.string(),
  /** Sanitised HTML. */
  description: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  timeZone: z.string(),
  delivery: z.enum(deliveryModes),
  location: z.string().nullable(),
  /** Only for its organiser and the people holding seats; everyone else gets null and hasOnlineUrl. */
  onlineUrl: z.string().nullable(),
  hasOnlineUrl: z.boolean(),
  capacity: z.number().int().nullable(),
  price: z.number().int(),
  currency: z.string(),
  /** The organiser's VAT rate in basis points (the seats' VAT, as booking snapshots it). */
  vatRate: z.number().int(),
  language: z.string().nullable(),
  images: z.array(catalogueImageSchema),
  status: z.enum(publicationStates),
  isOwner: z.boolean(),
  topic: z.object({ id: z.number().int(), url: z.string(), title: z.string() }).nullable(),
  provider: z.object({
    /** For "Send a message" (/message/{userId}). */
    userId: z.number().int(),
    username: z.string(),
    name: z.string(),
    headline: z.string().nullable(),
    thumbImage: z.string().nullable(),
  }),
  /** Seats still free (null: no capacity limit). */
  seatsLeft: z.number().int().nullable(),
  /** scheduled, confirmed (go/no-go passed) or cancelled. */
  runState: z.enum(['scheduled', 'confirmed', 'cancelled']),
  /** The signed-in viewer's current seat booking at this event, if any. */
  myBooking: z.object({ id: z.number().int(), state: z.string() }).nullable(),
});
export type EventDetail = z.infer<typeof eventDetailSchema>;

export const eventdetail = defineAction({
  name: 'eventdetail',
  endpoint: 'selling',
  access: anyone,
  summary:
    "An event by url. Drafts only for their owner; the online link only for signed-in users. Unknown, draft or a deactivated provider's: listing_not_found.",
  request: z.object({ url: z.string().trim().min(1).max(200) }),
  response: success({ event: eventDetailSchema }),
});

export const removeeventimage = defineAction({
  name: 'removeeventimage',
  endpoint: 'selling',
  access: ownerOf('event'),
  summary: 'Remove the image at index (from 0) of an own event.',
  request: removeImageRequest,
  response: listingImagesResponse,
});

export const moveeventimage = defineAction({
  name: 'moveeventimage',
  endpoint: 'selling',
  access: ownerOf('event'),
  summary:
    'Move one image of an own event to another position (by positions from 0; 0 is the cover, which cards and search show).',
  request: moveImageRequest,
  response: listingImagesResponse,
});

export const eventtopicoptions = defineAction({
  name: 'eventtopicoptions',
  endpoint: 'selling',
  access: signedIn,
  summary: "The caller's own topics (at most 200, by title), to link an event to one of them.",
  request: emptyRequest,
  response: success({
    topics: z.array(
      z.object({ id: z.number().int(), title: z.string(), status: z.enum(publicationStates) }),
    ),
  }),
});

/** The reply of POST /inc/event-upload (multipart: `file` and `eventId`): every image, in order. */
export const eventImageUploadResponse = listingImagesResponse;
