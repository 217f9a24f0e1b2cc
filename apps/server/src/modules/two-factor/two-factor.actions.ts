import { actions } from '@app/contracts/registry';
import { defineServerAction } from '../../actions/define.ts';
import { AppError } from '../../lib/app-error.ts';
import { endChallenge, takeChallengeTry } from '../accounts/index.ts';
import {
  answerChallenge,
  disableTwoFactor,
  enableTwoFactor,
  renewRecoveryCodes,
  setCompanyTwoFactorRule,
  startSetup,
  twoFactorStatus,
} from './two-factor.service.ts';

const HOUR = 60 * 60 * 1000;
/** Codes are guessable one in a million: tries are few, per address and per account. */
const codeLimits = [{ max: 30, windowMs: HOUR }];

export const twoFactorActions = [
  defineServerAction(actions.logintwofactor, {
    rateLimit: codeLimits,
    async handler(input, ctx) {
      const challenge = await takeChallengeTry(ctx.db, ctx.request);
      if (!challenge) throw new AppError('two_factor_expired');
      if (!(await answerChallenge(ctx.db, ctx.audit, challenge, input.code))) {
        throw new AppError('two_factor_code_invalid');
      }
      await endChallenge(ctx.db, ctx.reply, challenge.id);
      await ctx.signIn(challenge.userId, challenge.isPersistent, { twoFactor: true });
      return { status: true as const, msg: 'Login successful' };
    },
  }),

  defineServerAction(actions.twofactorstatus, {
    handler: async (_input, ctx) => ({
      status: true as const,
      ...(await twoFactorStatus(ctx.db, ctx.requireUser().id)),
    }),
  }),

  defineServerAction(actions.twofactorsetup, {
    rateLimit: [{ max: 30, windowMs: HOUR, by: 'user' }],
    handler: async (_input, ctx) => ({
      status: true as const,
      ...(await startSetup(ctx.db, ctx.requireUser().id, ctx.config.productName)),
    }),
  }),

  defineServerAction(actions.twofactorenable, {
    rateLimit: [{ max: 30, windowMs: HOUR, by: 'user' }],
    async handler(input, ctx) {
      const user = ctx.requireUser();
      const sessionId = ctx.session?.id;
      if (!sessionId) throw new AppError('auth_required');
      const recoveryCodes = await enableTwoFactor(
        ctx.db,
        ctx.audit,
        { id: user.id, sessionId },
        input.code,
      );
      return { status: true as const, recoveryCodes };
    },
  }),

  defineServerAction(actions.twofactordisable, {
    rateLimit: [{ max: 10, windowMs: HOUR, by: 'user' }],
    async handler(input, ctx) {
      await disableTwoFactor(ctx.db, ctx.passwords, ctx.audit, ctx.requireUser().id, input);
      return { status: true as const, msg: 'Two-factor sign-in is off' };
    },
  }),

  defineServerAction(actions.recoverycodes, {
    rateLimit: [{ max: 10, windowMs: HOUR, by: 'user' }],
    async handler(input, ctx) {
      const recoveryCodes = await renewRecoveryCodes(
        ctx.db,
        ctx.passwords,
        ctx.audit,
        ctx.requireUser().id,
        input,
      );
      return { status: true as const, recoveryCodes };
    },
  }),

  defineServerAction(actions.companytwofactor, {
    async handler(input, ctx) {
      await setCompanyTwoFactorRule(
        ctx.db,
        ctx.requireUser(),
        ctx.requireMembership().companyId,
        input.required,
      );
      return { status: true as const, msg: 'Saved' };
    },
  }),
];
