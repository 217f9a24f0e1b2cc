import { actions } from '@app/contracts/registry';
import { defineServerAction } from '../../actions/define.ts';
import { accountLog, companyLog, operatorLog } from './audit-log.service.ts';

/** The security log: one's own account, and a company admin's view of role changes. */
export const auditLogActions = [
  defineServerAction(actions.securitylog, {
    handler: async (input, ctx) => ({
      status: true as const,
      ...(await accountLog(ctx.db, ctx.requireUser().id, input.before)),
    }),
  }),

  defineServerAction(actions.companysecuritylog, {
    handler: async (input, ctx) => ({
      status: true as const,
      ...(await companyLog(ctx.db, ctx.requireMembership().companyId, input.before)),
    }),
  }),

  defineServerAction(actions.adminAuditLog, {
    handler: async (input, ctx) => ({
      status: true as const,
      ...(await operatorLog(ctx.db, input.before)),
    }),
  }),
];
