import { actions } from '@app/contracts/registry';
import { defineServerAction, type ActionContext } from '../../actions/define.ts';
import {
  getBillingDetails,
  saveCompanyBillingDetails,
  saveMyBillingDetails,
} from './billing.service.ts';
import { listPlanRequests, requestPlan } from './plan-requests.service.ts';

const HOUR = 60 * 60 * 1000;
/** A save checks the password: few tries per account, as other password-confirmed changes. */
const passwordCheckLimit = [{ max: 30, windowMs: HOUR, by: 'user' as const }];

const changeOf = (ctx: ActionContext, password: string) => ({
  passwords: ctx.passwords,
  audit: ctx.audit,
  jobs: ctx.jobs,
  password,
});

export const billingActions = [
  defineServerAction(actions.getBillingDetails, {
    handler: async (_input, ctx) => ({
      status: true as const,
      ...(await getBillingDetails(ctx.db, ctx.requireUser())),
    }),
  }),

  defineServerAction(actions.saveMyBillingDetails, {
    rateLimit: passwordCheckLimit,
    handler: async ({ password, ...details }, ctx) => ({
      status: true as const,
      mine: await saveMyBillingDetails(ctx.db, changeOf(ctx, password), ctx.requireUser(), details),
    }),
  }),

  defineServerAction(actions.saveCompanyBillingDetails, {
    rateLimit: passwordCheckLimit,
    handler: async ({ password, ...details }, ctx) => ({
      status: true as const,
      company: await saveCompanyBillingDetails(
        ctx.db,
        changeOf(ctx, password),
        { userId: ctx.requireUser().id, membership: ctx.requireMembership() },
        details,
      ),
    }),
  }),

  defineServerAction(actions.requestplan, {
    rateLimit: [{ max: 20, windowMs: HOUR, by: 'user' }],
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
