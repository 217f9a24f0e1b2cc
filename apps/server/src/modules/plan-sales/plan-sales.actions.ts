import { actions } from '@app/contracts/registry';
import { defineServerAction } from '../../actions/define.ts';
import {
  issuePlanInvoice,
  listPlanSales,
  recordPlanPayment,
  setSubscription,
} from './plan-sales.service.ts';

/** The console's plans: the list, the platform's invoice, its payment, the subscription. */
export const planSalesActions = [
  defineServerAction(actions.adminPlans, {
    handler: async (_input, ctx) => ({
      status: true as const,
      ...(await listPlanSales({ db: ctx.db, config: ctx.config })),
    }),
  }),

  defineServerAction(actions.adminIssuePlanInvoice, {
    handler: async (input, ctx) => ({
      status: true as const,
      invoice: await issuePlanInvoice(ctx, {
        requestId: input.requestId,
        actorId: ctx.requireUser().id,
      }),
    }),
  }),

  defineServerAction(actions.adminRecordPlanPayment, {
    handler: async (input, ctx) => ({
      status: true as const,
      state: await recordPlanPayment(ctx, { ...input, actorId: ctx.requireUser().id }),
    }),
  }),

  defineServerAction(actions.adminSetSubscription, {
    handler: async (input, ctx) => ({
      status: true as const,
      subscription: await setSubscription(ctx, { ...input, actorId: ctx.requireUser().id }),
    }),
  }),
];
