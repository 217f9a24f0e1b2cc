import { actions } from '@app/contracts/registry';
import { defineServerAction } from '../../actions/define.ts';
import {
  companyRecord,
  findPeople,
  personRecord,
  resendPersonVerification,
  resetTwoFactor,
} from './people-records.service.ts';

/** The console's people and companies: search, a person's record, and help for a person. */
export const peopleRecordsActions = [
  defineServerAction(actions.adminPeople, {
    handler: async (input, ctx) => ({
      status: true as const,
      ...(await findPeople(ctx.db, input.q)),
    }),
  }),

  defineServerAction(actions.adminPerson, {
    handler: async (input, ctx) => ({
      status: true as const,
      ...(await personRecord(ctx.db, input.userId, ctx.requireUser().id)),
    }),
  }),

  defineServerAction(actions.adminCompany, {
    handler: async (input, ctx) => ({
      status: true as const,
      ...(await companyRecord(ctx.db, input.companyId, ctx.requireUser())),
    }),
  }),

  defineServerAction(actions.adminResendVerification, {
    handler: async (input, ctx) => ({
      status: true as const,
      ...(await resendPersonVerification(
        ctx.db,
        { mail: { jobs: ctx.jobs, secret: ctx.config.sessionSecret }, audit: ctx.audit },
        input.userId,
      )),
    }),
  }),

  defineServerAction(actions.adminResetTwoFactor, {
    async handler(input, ctx) {
      await resetTwoFactor(ctx.db, ctx.audit, {
        userId: input.userId,
        reason: input.reason,
        callerId: ctx.requireUser().id,
      });
      return { status: true as const, msg: 'Two-factor sign-in reset' };
    },
  }),
];
