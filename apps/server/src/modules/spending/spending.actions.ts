import { actions } from '@app/contracts/registry';
import { defineServerAction } from '../../actions/define.ts';
import { getSpendingReport } from './spending.service.ts';

export const spendingActions = [
  defineServerAction(actions.spendingreport, {
    handler: async (input, ctx) => ({
      status: true as const,
      ...(await getSpendingReport(
        ctx.db,
        ctx.requireUser().id,
        ctx.requireMembership().companyId,
        input,
      )),
    }),
  }),
];
