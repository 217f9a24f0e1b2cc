import { actions } from '@app/contracts/registry';
import { defineServerAction } from '../../actions/define.ts';
import { marketplaceFigures } from './figures.service.ts';

/** The console's figures: the marketplace by week or month; money for operators only. */
export const figuresActions = [
  defineServerAction(actions.adminFigures, {
    handler: async (input, ctx) => ({
      status: true as const,
      ...(await marketplaceFigures(ctx.db, {
        period: input.period,
        withMoney: ctx.requireUser().platformRole === 'operator',
      })),
    }),
  }),
];
