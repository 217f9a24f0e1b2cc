import { actions } from '@app/contracts/registry';
import { defineServerAction, type ActionContext } from '../../actions/define.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  changeNotification,
  changePassword,
  changeProfileType,
  changeServiceType,
  changeSettings,
  deactivateAccount,
  endOtherSessions,
  endSession,
  listSessions,
  viewSettings,
} from './settings.service.ts';
import { unsubscribe } from './unsubscribe.ts';

const HOUR = 60 * 60 * 1000;
/** The message after every settings switch (docs/product.md, "Accounts and sessions"). */
const PROFILE_UPDATED = 'Profile updated successfully!!';
const updated = { status: true as const, msg: PROFILE_UPDATED };

/** Actions that check the password are limited per address, against guessing with a stolen session. */
const passwordCheckLimit = [{ max: 30, windowMs: HOUR }];

/** The signed-in user and the session the request came with (user actions always have both). */
function signedIn(ctx: ActionContext) {
  const user = ctx.requireUser();
  if (!ctx.session) throw new AppError('auth_required');
  return { user, session: ctx.session };
}

export const settingsActions = [
  defineServerAction(actions.viewsetting, {
    handler: async (_input, ctx) => ({
      status: true as const,
      ...(await viewSettings(ctx.db, ctx.requireUser().id)),
    }),
  }),

  defineServerAction(actions.changeNotificationSetting, {
    async handler(input, ctx) {
      await changeNotification(ctx.db, ctx.requireUser().id, input.type, input.setting);
      return updated;
    },
  }),

  defineServerAction(actions.unsubscribe, {
    rateLimit: [{ max: 60, windowMs: HOUR }],
    async handler(input, ctx) {
      const list = await unsubscribe(ctx.db, ctx.config.sessionSecret, input.token);
      return { status: true as const, msg: 'You will no longer receive these e-mails', list };
    },
  }),

  defineServerAction(actions.profileType, {
    async handler(input, ctx) {
      await changeProfileType(ctx.db, ctx.requireUser().id, input.type);
      return updated;
    },
  }),

  defineServerAction(actions.joinedcompanies, {
    async handler(input, ctx) {
      await changeSettings(ctx.db, ctx.requireUser().id, { profileVisibility: input.status });
      return updated;
    },
  }),

  defineServerAction(actions.serviceType, {
    async handler(input, ctx) {
      await changeServiceType(ctx.db, ctx.requireUser().id, input.Provider);
      return updated;
    },
  }),

  defineServerAction(actions.changepassword, {
    rateLimit: passwordCheckLimit,
    async handler(input, ctx) {
      const { user, session } = signedIn(ctx);
      await changePassword(ctx.db, ctx.passwords, ctx.audit, user.id, session.id, input);
      // A new token for this browser too: a copy of the old cookie, wherever it leaked, is dead.
      await ctx.signIn(user.id, session.isPersistent);
      return { status: true as const, msg: 'Password changed successfully' };
    },
  }),

  defineServerAction(actions.deactivateaccount, {
    rateLimit: passwordCheckLimit,
    async handler(input, ctx) {
      const { user } = signedIn(ctx);
      await deactivateAccount(ctx.db, ctx.passwords, ctx.audit, user.id, input.pass);
      await ctx.signOut();
      return { status: true as const, msg: 'Your account has been deactivated' };
    },
  }),

  defineServerAction(actions.sessionlist, {
    async handler(_input, ctx) {
      const { user, session } = signedIn(ctx);
      return { status: true as const, sessions: await listSessions(ctx.db, user.id, session.id) };
    },
  }),

  defineServerAction(actions.endsession, {
    async handler(input, ctx) {
      const { user, session } = signedIn(ctx);
      await endSession(ctx.db, ctx.audit, user.id, session.id, input.id);
      return { status: true as const, msg: 'The session has been signed out' };
    },
  }),

  defineServerAction(actions.endothersessions, {
    async handler(_input, ctx) {
      const { user, session } = signedIn(ctx);
      const ended = await endOtherSessions(ctx.db, ctx.audit, user.id, session.id);
      return { status: true as const, msg: 'Signed out of every other session', ended };
    },
  }),
];
