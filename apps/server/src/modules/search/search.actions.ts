import { actions } from '@app/contracts/registry';
import { defineServerAction } from '../../actions/define.ts';
import {
  searchEvents,
  searchRequirements,
  searchTopics,
  searchTrainers,
} from './search-pages.service.ts';
import { suggest } from './search.service.ts';

export const searchActions = [
  defineServerAction(actions.searchBar, {
    handler: async (input, ctx) => ({
      status: true as const,
      ...(await suggest(ctx.db, ctx.config, input.search)),
    }),
  }),
  defineServerAction(actions.searchtopics, {
    handler: async (input, ctx) => ({
      status: true as const,
      ...(await searchTopics(ctx.db, ctx.user?.id ?? null, input)),
    }),
  }),
  defineServerAction(actions.searchevents, {
    handler: async (input, ctx) => ({
      status: true as const,
      ...(await searchEvents(ctx.db, input)),
    }),
  }),
  defineServerAction(actions.searchrequirements, {
    handler: async (input, ctx) => ({
      status: true as const,
      ...(await searchRequirements(ctx.db, input)),
    }),
  }),
  defineServerAction(actions.searchtrainers, {
    handler: async (input, ctx) => ({
      status: true as const,
      ...(await searchTrainers(ctx.db, input)),
    }),
  }),
];
