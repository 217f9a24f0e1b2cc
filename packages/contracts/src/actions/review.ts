import { z } from 'zod';
import { signedIn } from '../access.ts';
import { defineAction, success } from '../action.ts';
import { formInteger, message } from '../catalogue.ts';

/** Verified reviews (docs/product.md, "Reviews"). */
export const reviewLimits = { textMax: 2000, replyMax: 2000, windowDays: 14 } as const;

const id = formInteger(1, 2_147_483_647);

/** 1 to 5 stars in halves: 1, 1.5 ... 5 (stored as halves, 2..10). */
export const ratingSchema = z.coerce
  .number(message('validation.required'))
  .refine(
    (value) => value >= 1 && value <= 5 && Number.isInteger(value * 2),
    message('validation.invalid'),
  );

export const addreview = defineAction({
  name: 'addreview',
  endpoint: 'main',
  access: signedIn,
  summary:
    'Review a training: only its buyer (or a named participant with an account) of a completed topic booking or an attended seat, once, within 14 days of its end; rating 1–5 in halves, text. Otherwise review_not_allowed.',
  request: z.object({
    bookingId: id,
    rating: ratingSchema,
    text: z
      .string()
      .trim()
      .min(1, message('validation.required'))
      .max(reviewLimits.textMax, message('validation.tooLong')),
  }),
  response: success({ review: z.object({ id: z.number().int() }) }),
});

export const reviewItem = z.object({
  bookingId: z.number().int(),
  title: z.string(),
  url: z.string(),
  provider: z.object({ id: z.number().int(), username: z.string(), name: z.string() }),
  endedAt: z.string().nullable(),
  /** The last moment a review may be written. */
  reviewUntil: z.string().nullable(),
});

const writtenReview = reviewItem.extend({
  reviewId: z.number().int(),
  rating: z.number(),
  text: z.string(),
  reply: z.string().nullable(),
  createdAt: z.string(),
  /** The operators hid it: its author still sees it, nobody else, and it counts in no rating. */
  hidden: z.boolean(),
});

export const reviewable = defineAction({
  name: 'reviewable',
  endpoint: 'main',
  access: signedIn,
  summary:
    'The review page: the trainings I may review now (completed or attended, within 14 days, not yet reviewed), the reviews I wrote with the provider’s replies, and (for providers) the latest 50 reviews of my trainings, which I may reply to once.',
  request: z.object({}),
  response: success({
    pending: z.array(reviewItem),
    reviewed: z.array(writtenReview),
    received: z.array(
      writtenReview.extend({
        reviewer: z.object({ name: z.string() }),
        /** The caller may still reply (no reply yet). */
        canReply: z.boolean(),
      }),
    ),
  }),
});

export const replyreview = defineAction({
  name: 'replyreview',
  endpoint: 'main',
  access: signedIn,
  summary: 'The provider of the reviewed training replies to a review, once.',
  request: z.object({
    reviewId: id,
    text: z
      .string()
      .trim()
      .min(1, message('validation.required'))
      .max(reviewLimits.replyMax, message('validation.tooLong')),
  }),
  response: success({ review: z.object({ id: z.number().int() }) }),
});
