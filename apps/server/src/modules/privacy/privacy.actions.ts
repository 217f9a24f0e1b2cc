import { actions } from '@app/contracts/registry';
import { defineServerAction } from '../../actions/define.ts';
import {
  checkExportLink,
  dataExportStatus,
  eraseAccount,
  requestDataExport,
} from './privacy.service.ts';

const HOUR = 60 * 60 * 1000;

export const privacyActions = [
  defineServerAction(actions.dataexportstatus, {
    handler: async (_input, ctx) => ({
      status: true as const,
      latest: await dataExportStatus(ctx.db, ctx.requireUser().id),
    }),
  }),

  defineServerAction(actions.requestdataexport, {
    // Each copy reads everything the account holds: a few a day are plenty.
    rateLimit: [{ max: 5, windowMs: 24 * HOUR, by: 'user' }],
    handler: async (_input, ctx) => ({
      status: true as const,
      export: await requestDataExport(
        ctx.db,
        ctx.jobs,
        ctx.audit,
        ctx.storage,
        ctx.requireUser().id,
      ),
    }),
  }),

  defineServerAction(actions.checkdataexport, {
    rateLimit: [{ max: 60, windowMs: HOUR, by: 'user' }],
    handler: async (input, ctx) => ({
      status: true as const,
      ...(await checkExportLink(ctx.db, ctx.config.productName, ctx.requireUser().id, input)),
    }),
  }),

  defineServerAction(actions.eraseaccount, {
    rateLimit: [{ max: 10, windowMs: HOUR, by: 'user' }],
    async handler(input, ctx) {
      await eraseAccount(
        ctx.db,
        ctx.passwords,
        ctx.audit,
        ctx.storage,
        ctx.requireUser().id,
        input.pass,
      );
      await ctx.signOut();
      return { status: true as const, msg: 'Your account has been erased' };
    },
  }),
];
