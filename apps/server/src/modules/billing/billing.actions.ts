import { actions } from '@app/contracts/registry';
import { defineServerAction } from '../../actions/define.ts';
import {
  getBillingDetails,
  saveCompanyBillingDetails,
  saveMyBillingDetails,
} from './billing.service.ts';

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
];
