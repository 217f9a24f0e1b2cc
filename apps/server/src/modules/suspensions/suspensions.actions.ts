import { actions } from '@app/contracts/registry';
import { defineServerAction } from '../../actions/define.ts';
import { restoreUser, suspendUser } from './suspensions.service.ts';

/** The console's suspensions: operators and support stop an abuser and lift it again. */
export const suspensionsActions = [
  defineServerAction(actions.adminSuspendUser, {
    async handler(input, ctx) {
      const user = ctx.requireUser();
      await suspendUser(ctx.db, ctx, { id: user.id, platformRole: user.platformRole }, input);
      return { status: true as const, msg: 'Account suspended' };
    },
  }),

  defineServerAction(actions.adminRestoreUser, {
    async handler(input, ctx) {
      await restoreUser(ctx.db, ctx.audit, input.userId, ctx.requireUser().id);
      return { status: true as const, msg: 'Account restored' };
    },
  }),
];
