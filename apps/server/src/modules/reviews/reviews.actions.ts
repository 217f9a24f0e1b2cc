import { actions } from '@app/contracts/registry';
import { defineServerAction } from '../../actions/define.ts';
import { addReview, listReviewable, replyToReview } from './reviews.service.ts';

const HOUR = 60 * 60 * 1000;

export const reviewActions = [
  defineServerAction(actions.addreview, {
    rateLimit: [{ max: 60, windowMs: HOUR }],
    handler: async (input, ctx) => ({
      status: true as const,
      review: await addReview(ctx.db, ctx.events, ctx.requireUser().id, input),
    }),
  }),

  defineServerAction(actions.reviewable, {
    handler: async (_input, ctx) => ({
      status: true as const,
      ...(await listReviewable(ctx.db, ctx.requireUser().id)),
    }),
  }),

  defineServerAction(actions.replyreview, {
    handler: async (input, ctx) => ({
      status: true as const,
      review: await replyToReview(ctx.db, ctx.requireUser().id, input),
    }),
  }),
];
