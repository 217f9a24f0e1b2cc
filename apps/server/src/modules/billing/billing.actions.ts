import { actions } from '@app/contracts/registry';
import { defineServerAction } from '../../actions/define.ts';
import {
  getBillingDetails,
  saveCompanyBillingDetails,
  saveMyBillingDetails,
} from './billing.service.ts';
import { listPlanRequests, requestPlan } from './plan-requests.service.ts';

export const billingActions = [
  defineServerAction(actions.getBillingDetails, {
    handler: async (_input, ctx) => ({
      status: true as const,
      ...(await getBillingDetails(ctx.db, ctx.requireUser())),
    }),
  }),

  defineServerAction(actions.saveMyBillingDetails, {
    handler: async (input, ctx) => ({
      status: true as const,
      mine: await saveMyBillingDetails(ctx.db, ctx.requireUser(), input),
    }),
  }),

  defineServerAction(actions.saveCompanyBillingDetails, {
    handler: async (input, ctx) => ({
      status: true as const,
      company: await saveCompanyBillingDetails(ctx.db, ctx.requireMembership(), input),
    }),
  }),

  defineServerAction(actions.requestplan, {
    rateLimit: [{ max: 20, windowMs: 60 * 60 * 1000, by: 'user' }],
    async handler(input, ctx) {
      const request = await requestPlan(ctx.db, ctx.requireMembership(), ctx.requireUser().id, {
        plan: input.plan,
        message: input.message,
      });
      return {
        status: true as const,
        msg: 'Thank you: our team will write to you within one working day with the offer for this plan',
        request,
      };
    },
  }),

  defineServerAction(actions.planrequests, {
    handler: async (_input, ctx) => ({
      status: true as const,
      list: await listPlanRequests(ctx.db, ctx.requireMembership()),
    }),
  }),
];
