import { actions } from '@app/contracts/registry';
import { AppError } from '../../lib/app-error.ts';
import { defineServerAction, type ActionLimit, type LimitOrigin } from '../../actions/define.ts';
import { endChallenge, findChallengeUserId, takeChallengeTry } from '../accounts/index.ts';
import {
  answerChallenge,
  disableTwoFactor,
  enableTwoFactor,
  renewRecoveryCodes,
  setCompanyTwoFactorRule,
  startSetup,
  twoFactorStatus,
} from './two-factor.service.ts';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

/** The account whose sign-in this browser is finishing: the password holder's, wherever they are. */
const pendingAccount = async (_input: unknown, { request, db }: LimitOrigin) => {
  const userId = await findChallengeUserId(db, request);
  return userId === null ? null : `user:${userId}`;
};

/**
 * A code is right three times in a million (one step of drift either way). Per address alone, a
 * password holder who changes address, and signs in again every five tries, could guess hundreds
 * of times an hour; so the account counts too, however many addresses and sign-ins the tries
 * come from: at most 10 in 15 minutes, 30 an hour and 100 a day, about 10 % in a year of
 * guessing without pause. A person who mistypes is never near them.
 */
const codeLimits: ActionLimit[] = [
  { max: 30, windowMs: HOUR },
  { max: 10, windowMs: 15 * MINUTE, by: pendingAccount },
  { max: 30, windowMs: HOUR, by: pendingAccount },
  { max: 100, windowMs: 24 * HOUR, by: pendingAccount },
];

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
