import { actions } from '@app/contracts/registry';
import { defineServerAction } from '../../actions/define.ts';
import { getRevenueReport } from './revenue.service.ts';

export const revenueActions = [
  defineServerAction(actions.revenuereport, {
    handler: async (input, ctx) => ({
      status: true as const,
      ...(await getRevenueReport(ctx.db, ctx.requireUser().id, input)),
    }),
  }),
];
