import { actions } from '@app/contracts/registry';
import { defineServerAction } from '../../actions/define.ts';
import { createOwnCompany } from './company-signup.service.ts';
import {
  getLoginCompanyDetails,
  listAdministeredCompanies,
  switchCompany,
  updateActiveCompany,
} from './companies.service.ts';

export const companyActions = [
  defineServerAction(actions.loginCompanyDetails, {
    handler: async (_input, ctx) => ({
      status: true as const,
      ...(await getLoginCompanyDetails(ctx.db, ctx.requireUser().id)),
    }),
  }),

  defineServerAction(actions.smeGetMultilocation, {
    handler: async (_input, ctx) => ({
      status: true as const,
      list: await listAdministeredCompanies(ctx.db, ctx.requireUser().id),
    }),
  }),

  defineServerAction(actions.switchCompanyProfile, {
    async handler(input, ctx) {
      await switchCompany(ctx.db, ctx.requireUser().id, input.companyId);
      return { status: true as const, msg: 'Company profile switched' };
    },
  }),

  defineServerAction(actions.updateCompanyDetails, {
    async handler(input, ctx) {
      await updateActiveCompany(ctx.db, ctx.requireMembership(), input);
      return { status: true as const, msg: 'Company details updated successfully' };
    },
  }),

  defineServerAction(actions.createcompany, {
    rateLimit: [{ max: 10, windowMs: 60 * 60 * 1000, by: 'user' }],
    async handler(input, ctx) {
      const companyId = await createOwnCompany(ctx.db, ctx.requireUser().id, input, {
        trialDays: ctx.config.trialDays,
      });
      return { status: true as const, msg: 'Company created', companyId };
    },
  }),
];
