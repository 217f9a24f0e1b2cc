import { actions } from '@app/contracts/registry';
import { defineServerAction, type ActionContext } from '../../actions/define.ts';
import {
  changeQuote,
  listMyQuotes,
  listRequirementQuotes,
  sendQuote,
  type QuoteDeps,
} from './quotes.service.ts';

const HOUR = 60 * 60 * 1000;

const depsOf = (ctx: ActionContext): QuoteDeps => ({ events: ctx.events, jobs: ctx.jobs });

export const quoteActions = [
  defineServerAction(actions.sendquote, {
    rateLimit: [{ max: 120, windowMs: HOUR }],
    handler: async (input, ctx) => ({
      status: true as const,
      quote: await sendQuote(ctx.db, depsOf(ctx), ctx.requireUser().id, input),
    }),
  }),

  defineServerAction(actions.requirementquotes, {
    handler: async (input, ctx) => ({
      status: true as const,
      list: await listRequirementQuotes(ctx.db, ctx.requireUser().id, input.requirementId),
    }),
  }),

  defineServerAction(actions.myquotes, {
    handler: async (input, ctx) => ({
      status: true as const,
      ...(await listMyQuotes(ctx.db, ctx.requireUser().id, input)),
    }),
  }),

  defineServerAction(actions.quotetransition, {
    handler: async (input, ctx) => ({
      status: true as const,
      ...(await changeQuote(ctx.db, depsOf(ctx), ctx.requireUser().id, input)),
    }),
  }),
];
