import { actions } from '@app/contracts/registry';
import { defineServerAction } from '../../actions/define.ts';
import { listPlatformStaff, setPlatformRole } from './platform-staff.service.ts';

/** The console's team: who runs the marketplace with which platform role (operators only). */
export const platformStaffActions = [
  defineServerAction(actions.adminPlatformStaff, {
    handler: async (_input, ctx) => ({
      status: true as const,
      list: await listPlatformStaff(ctx.db, ctx.requireUser().id),
    }),
  }),

  defineServerAction(actions.adminSetPlatformRole, {
    async handler(input, ctx) {
      await setPlatformRole(ctx.db, ctx.audit, {
        username: input.username,
        role: input.role === 'none' ? null : input.role,
        actorId: ctx.requireUser().id,
      });
      return { status: true as const, msg: 'Platform role changed' };
    },
  }),
];
