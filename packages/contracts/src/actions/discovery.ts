import { z } from 'zod';
import { defineAction, emptyRequest, success } from '../action.ts';
import {
  catalogueLimits,
  categories,
  eventCardSchema,
  formInteger,
  providerCardSchema,
  requirementCardSchema,
  topicCardSchema,
} from '../catalogue.ts';
import { anyone, signedIn } from '../access.ts';

/**
 * Discovery: favourites, the home page and the listings of a public profile. All on /inc/main
 * (decision 010).
 */

export { favouritesAppendThreshold } from '../catalogue-rules.ts';

/** One favourite: image, title, rating and link, plus what a card needs besides. */
export const favouriteTopicSchema = z.object({
  id: z.number().int(),
  /** The card-sized image, or null when the topic has none (the client shows the default). */
  image: z.string().nullable(),
  /** Plain text; the client renders it as text, never as HTML. */
  title: z.string(),
  /** Stars, in halves (0 means no reviews yet). */
  rating: z.number(),
  reviewCount: z.number().int(),
  /** `/topic/{url}`. */
  link: z.string(),
  url: z.string(),
  username: z.string(),
  price: z.number().int(),
  currency: z.string(),
});
export type FavouriteTopic = z.infer<typeof favouriteTopicSchema>;

export const favlist = defineAction({
  name: 'favlist',
  endpoint: 'main',
  access: signedIn,
  summary:
    "The signed-in user's favourite topics, newest favourite first; only published topics of active providers are listed and counted.",
  request: z.object({
    start: formInteger(0, 1_000_000).default(0),
    limit: formInteger(1, catalogueLimits.pageSizeMax).default(catalogueLimits.pageSizeDefault),
  }),
  response: success({
    topicDetail: z.array(favouriteTopicSchema),
    recordsTotal: z.number().int(),
  }),
});

const favouriteRequest = z.object({ topicId: formInteger(1, 2_147_483_647) });
const favouriteResponse = success({ isFavourite: z.boolean() });

export const addfavorite = defineAction({
  name: 'addfavorite',
  endpoint: 'main',
  access: signedIn,
  summary:
    'Keep a published topic among the favourites (idempotent); a draft or unknown topic is listing_not_found.',
  request: favouriteRequest,
  response: favouriteResponse,
});

export const removefavorite = defineAction({
  name: 'removefavorite',
  endpoint: 'main',
  access: signedIn,
  summary: 'Remove a topic from the favourites (idempotent).',
  request: favouriteRequest,
  response: favouriteResponse,
});

export const homepage = defineAction({
  name: 'homepage',
  endpoint: 'main',
  access: anyone,
  summary:
    'What the home page shows: popular categories, popular topics, featured trainers, upcoming events, open requirements, totals and, for a signed-in viewer, their trainer-setup progress.',
  request: emptyRequest,
  response: success({
    categories: z.array(z.object({ category: z.enum(categories), count: z.number().int() })),
    popularTopics: z.array(topicCardSchema),
    featuredTrainers: z.array(providerCardSchema),
    upcomingEvents: z.array(eventCardSchema),
    openRequirements: z.array(requirementCardSchema),
    totals: z.object({
      topics: z.number().int(),
      providers: z.number().int(),
      events: z.number().int(),
      requirements: z.number().int(),
    }),
    /**
     * A signed-in viewer's way to a first published topic (the trainer-setup area); null for a
     * visitor. The profile counts as filled with first and last name, headline and bio.
     */
    setup: z
      .object({
        isProvider: z.boolean(),
        profileFilled: z.boolean(),
        topics: z.number().int(),
        publishedTopics: z.number().int(),
      })
      .nullable(),
  }),
});

export const profilelistings = defineAction({
  name: 'profilelistings',
  endpoint: 'main',
  access: anyone,
  summary:
    "A public profile's listings by username or numeric profile id: rating, published topics, upcoming events and the open requirements its owner shows; deactivated accounts are not found.",
  request: z
    .object({
      username: z.string().trim().min(1).max(64).optional(),
      profileId: formInteger(1, 2_147_483_647).optional(),
    })
    .refine((value) => value.username !== undefined || value.profileId !== undefined, {
      message: 'validation.required',
      path: ['username'],
    }),
  response: success({
    rating: z.number(),
    reviewCount: z.number().int(),
    topics: z.array(topicCardSchema),
    topicsTotal: z.number().int(),
    events: z.array(eventCardSchema),
    requirements: z.array(requirementCardSchema),
  }),
});
