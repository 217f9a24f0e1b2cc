import { actions } from '@app/contracts/registry';
import { defineServerAction } from '../../actions/define.ts';
import { addFavourite, listFavourites, removeFavourite } from './favourites.service.ts';

export const favouritesActions = [
  defineServerAction(actions.favlist, {
    handler: async (input, ctx) => ({
      status: true as const,
      ...(await listFavourites(ctx.db, ctx.requireUser().id, input)),
    }),
  }),

  defineServerAction(actions.addfavorite, {
    handler: async (input, ctx) => ({
      status: true as const,
      ...(await addFavourite(ctx.db, ctx.requireUser().id, input.topicId)),
    }),
  }),

  defineServerAction(actions.removefavorite, {
    handler: async (input, ctx) => ({
      status: true as const,
      ...(await removeFavourite(ctx.db, ctx.requireUser().id, input.topicId)),
    }),
  }),
];
