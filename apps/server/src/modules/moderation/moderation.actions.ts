import { actions } from '@app/contracts/registry';
import { defineServerAction } from '../../actions/define.ts';
import { moderateListing } from './moderation.service.ts';

/** The console's moderation: hide a listing with a reason, and restore it. */
export const moderationActions = [
  defineServerAction(actions.adminHideListing, {
    async handler(input, ctx) {
      await moderateListing(ctx.db, ctx, 'hide', { ...input, actorId: ctx.requireUser().id });
      return { status: true as const, msg: 'Listing hidden' };
    },
  }),

  defineServerAction(actions.adminRestoreListing, {
    async handler(input, ctx) {
      await moderateListing(ctx.db, ctx, 'restore', { ...input, actorId: ctx.requireUser().id });
      return { status: true as const, msg: 'Listing restored' };
    },
  }),
];
