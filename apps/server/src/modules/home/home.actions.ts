import { actions } from '@app/contracts/registry';
import { defineServerAction } from '../../actions/define.ts';
import { getHomepage } from './home.service.ts';
import { getProfileListings } from './profile-listings.service.ts';

const MINUTE = 60 * 1000;

export const homeActions = [
  defineServerAction(actions.homepage, {
    handler: async (_input, ctx) => ({
      status: true as const,
      ...(await getHomepage(ctx.db, ctx.user?.id ?? null)),
    }),
  }),

  defineServerAction(actions.profilelistings, {
    // Public and keyed by name, like publicprofile: bounded so profiles cannot be walked quickly.
    rateLimit: [{ max: 300, windowMs: MINUTE }],
    handler: async (input, ctx) => ({
      status: true as const,
      ...(await getProfileListings(ctx.db, ctx.user, input)),
    }),
  }),
];
