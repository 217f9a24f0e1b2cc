import { z } from 'zod';
import { defineAction, success } from '../action.ts';
import {
  catalogueImageSchema,
  catalogueLimits,
  categories,
  categorySchema,
  currencySchema,
  deliveryModes,
  deliverySchema,
  languageCodeSchema,
  optionalInteger,
  pagingFields,
  priceMinorSchema,
  publicationStates,
  titleSchema,
  topicCardSchema,
} from '../catalogue.ts';
import { languages } from '../locales.ts';
import type { ValidationMessageKey } from '../messages.ts';
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
import { optionalText } from '../validation.ts';

/**
 * Topics: the training offerings providers publish. All on /inc/selling (decision 010). A topic is
 * created as a draft, gets its images through POST /inc/upload, and is published when complete.
 */

const message = (key: ValidationMessageKey) => ({ message: key });

export const topicId = recordId;

/** A list from a form: an array, or one string split on `separator`; blanks and repeats dropped. */
const listOf = <Item extends z.ZodType<string, string>>(
  item: Item,
  separator: RegExp,
  max: number,
) =>
  z
    .union([z.array(z.string()), z.string()])
    .transform((value) => (Array.isArray(value) ? value : value.split(separator)))
    .transform((items) => [...new Set(items.map((entry) => entry.trim()).filter(Boolean))])
    .pipe(z.array(item).max(max, message('validation.tooLong')))
    .default([]);

export const topicFields = {
  title: titleSchema,
  category: categorySchema,
  /** Rich text (HTML); the server keeps only the formatting the editor produces. */
  description: z
    .string()
    .max(catalogueLimits.descriptionMax, message('validation.tooLong'))
    .default(''),
  /** What participants learn: an array, or one outcome per line. */
  outcomes: listOf(
    z.string().max(catalogueLimits.outcomeMax, message('validation.tooLong')),
    /\r?\n/,
    catalogueLimits.outcomesMax,
  ),
  audience: optionalText(catalogueLimits.audienceMax),
  durationHours: optionalInteger(1, catalogueLimits.durationHoursMax),
  delivery: deliverySchema.default('in_person'),
  /** Languages the training is given in: an array of codes, or one comma-separated value. */
  languages: listOf(languageCodeSchema, /,/, languages.length),
  location: optionalText(catalogueLimits.locationMax),
  /** Integer minor units of `currency`; 0 is a free topic. */
  price: priceMinorSchema,
  currency: currencySchema,
};

export const topicFieldsSchema = z.object(topicFields);
export type TopicFieldsInput = z.input<typeof topicFieldsSchema>;

export const addtopic = defineAction({
  name: 'addtopic',
  endpoint: 'selling',
  access: providers,
  summary:
    'Create a topic as a draft (providers only). Its url is made from the title once and never changes. The price is in minor units.',
  request: topicFieldsSchema,
  response: success({ topic: listingRef }),
});

export const updatetopic = defineAction({
  name: 'updatetopic',
  endpoint: 'selling',
  access: ownerOf('topic'),
  summary:
    'Replace the fields of an own topic (the whole form: an optional field not sent is cleared). The url stays as it is.',
  request: topicFieldsSchema.extend({ id: topicId }),
  response: success({ topic: listingRef }),
});

export const publishtopic = defineAction({
  name: 'publishtopic',
  endpoint: 'selling',
  access: ownerOf('topic'),
  summary:
    'Publish an own topic (it needs a title, category, description and price) or take it back to draft.',
  request: publishRequest,
  response: success({
    topic: listingRef.extend({
      status: z.enum(publicationStates),
      publishedAt: z.string().nullable(),
    }),
  }),
});

export const deletetopic = defineAction({
  name: 'deletetopic',
  endpoint: 'selling',
  access: ownerOf('topic'),
  summary: 'Delete an own topic for good, with its images.',
  request: byIdRequest,
  response: deletedResponse,
});

/** A topic in its owner's list. */
export const ownTopicSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  title: z.string(),
  category: z.enum(categories),
  status: z.enum(publicationStates),
  /** The small image, or null without images. */
  thumb: z.string().nullable(),
  price: z.number().int(),
  currency: z.string(),
  /** Stars, in halves (0: no reviews yet). */
  rating: z.number(),
  reviewCount: z.number().int(),
  updatedAt: z.string(),
  publishedAt: z.string().nullable(),
});
export type OwnTopic = z.infer<typeof ownTopicSchema>;

export const mytopics = defineAction({
  name: 'mytopics',
  endpoint: 'selling',
  access: signedIn,
  summary:
    "The signed-in user's own topics, last changed first, optionally only drafts or published ones; with how many there are of each.",
  request: z.object({
    status: z.preprocess(
      emptyToUndefined,
      z.enum(publicationStates, message('validation.invalid')).optional(),
    ),
    ...pagingFields,
  }),
  response: success({
    topics: z.array(ownTopicSchema),
    recordsTotal: z.number().int(),
    counts: z.object({
      draft: z.number().int(),
      published: z.number().int(),
      hidden: z.number().int(),
    }),
  }),
});

export const topicReviewSchema = z.object({
  /** Empty for a reviewer who has since erased their account: shown as a former user. */
  username: z.string(),
  /** Stars, in halves. */
  rating: z.number(),
  comment: z.string().nullable(),
  createdAt: z.string(),
  /** The provider's one reply, if any. */
  reply: z.string().nullable(),
});

export const topicDetailSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  title: z.string(),
  category: z.enum(categories),
  /** Sanitised on the server at every write: safe to render as HTML. */
  description: z.string(),
  outcomes: z.array(z.string()),
  audience: z.string().nullable(),
  durationHours: z.number().int().nullable(),
  delivery: z.enum(deliveryModes),
  languages: z.array(z.enum(languages)),
  location: z.string().nullable(),
  price: z.number().int(),
  currency: z.string(),
  /** The provider's VAT rate in basis points: a booking request snapshots it (priceBreakdown). */
  vatRate: z.number().int(),
  images: z.array(catalogueImageSchema),
  status: z.enum(publicationStates),
  /** Stars, in halves (0: no reviews yet). */
  rating: z.number(),
  reviewCount: z.number().int(),
  publishedAt: z.string().nullable(),
  isOwner: z.boolean(),
  isFavourite: z.boolean(),
  provider: z.object({
    /** For "Send a message" (/message/{userId}). */
    userId: z.number().int(),
    username: z.string(),
    name: z.string(),
    headline: z.string().nullable(),
    thumbImage: z.string().nullable(),
    /** Stars over the reviews of all their published topics, in halves. */
    rating: z.number(),
    reviewCount: z.number().int(),
    topicCount: z.number().int(),
  }),
});
export type TopicDetail = z.infer<typeof topicDetailSchema>;

export const topicdetail = defineAction({
  name: 'topicdetail',
  endpoint: 'selling',
  access: anyone,
  summary:
    "A topic by url (or by id, for its owner's editor), with its latest reviews and up to 4 related topics. Drafts are found by their owner only; topics of deactivated providers are not found.",
  request: z
    .object({
      url: z.preprocess(emptyToUndefined, z.string().trim().min(1).max(200).optional()),
      id: z.preprocess(emptyToUndefined, topicId.optional()),
    })
    .refine((value) => (value.id === undefined) !== (value.url === undefined), {
      path: ['url'],
      message: 'validation.invalid',
    }),
  response: success({
    topic: topicDetailSchema,
    reviews: z.array(topicReviewSchema),
    related: z.array(topicCardSchema),
  }),
});

export const removetopicimage = defineAction({
  name: 'removetopicimage',
  endpoint: 'selling',
  access: ownerOf('topic'),
  summary: 'Remove one image (by its position, from 0) of an own topic.',
  request: removeImageRequest,
  response: listingImagesResponse,
});

export const movetopicimage = defineAction({
  name: 'movetopicimage',
  endpoint: 'selling',
  access: ownerOf('topic'),
  summary:
    'Move one image of an own topic to another position (by positions from 0; 0 is the cover, which cards and search show).',
  request: moveImageRequest,
  response: listingImagesResponse,
});

/** The reply of POST /inc/upload (multipart, fields `topicId` and `file`): all the topic's images. */
export const topicImageUploadResponse = listingImagesResponse;
