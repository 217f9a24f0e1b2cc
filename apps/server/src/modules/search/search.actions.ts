import { actions } from '@app/contracts/registry';
import { defineServerAction } from '../../actions/define.ts';
import { suggest } from './search.service.ts';

export const searchActions = [
  defineServerAction(actions.searchBar, {
    handler: async (input, ctx) => ({
      status: true as const,
      ...(await suggest(ctx.db, input.search)),
    }),
  }),
];
