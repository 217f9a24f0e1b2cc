import { companyNameSchema, countrySchema, type AccountKind } from '@app/contracts/companies';
import { actions } from '@app/contracts/registry';
import { defineServerAction } from '../../actions/define.ts';
import { AppError, InputError } from '../../lib/app-error.ts';
import { hasTwoFactor, startChallenge } from './two-factor-challenge.ts';
import { addressDisclosures, withinDisclosureBudget } from './address-disclosure.ts';
import {
  authenticate,
  describeUser,
  emailExists,
  register,
  usernameExists,
} from './accounts.service.ts';
import { describeInvitation, joinCompanyAsTrainer } from './company-join.service.ts';
import {
  requestEmailChange,
  resendVerification,
  verifyEmail,
  type LinkMail,
} from './email-verification.service.ts';
import type { ActionContext } from '../../actions/define.ts';
import { checkResetLink, requestPasswordReset, resetPassword } from './password-reset.service.ts';

const HOUR = 60 * 60 * 1000;

/** A limit keyed by one lowercased text field of the input (an account name, an address). */
const byField = (field: string, prefix: string) => (input: unknown) => {
  const value = (input as Record<string, unknown>)[field];
  return typeof value === 'string' ? `${prefix}:${value.toLowerCase()}` : null;
};

/** Whether an address is registered is told to this client's network a few times an hour. */
const disclosuresOf = (ctx: ActionContext) => addressDisclosures(ctx.limiter, ctx.request.ip);

/** One-time links are e-mailed by jobs, their tokens sealed under the session secret. */
const linkMail = (ctx: ActionContext): LinkMail => ({
  jobs: ctx.jobs,
  secret: ctx.config.sessionSecret,
});

/**
 * Signs the person in (a new session id) and writes it in their security log: after a password
 * login, and at once after a registration, so nobody signs in a second time after signing up.
 */
async function startSession(ctx: ActionContext, userId: number, persistent = true) {
  await ctx.signIn(userId, persistent);
  await ctx.audit.record(ctx.db, 'sign_in', { userId, detail: { method: 'password' } });
}

/** With accountKind company or sme: the company the new account creates and administers. */
function companySignUpOf(
  input: {
    accountKind: AccountKind;
    companyName?: string | undefined;
    country?: string | undefined;
  },
  trialDays: number,
) {
  if (input.accountKind === 'individual') return undefined;
  // The contract checked both against the company rules; these give their canonical forms.
  const signUp = {
    name: companyNameSchema.parse(input.companyName),
    country: countrySchema.parse(input.country),
    kind: input.accountKind,
  };
  return { signUp, trialDays };
}

export const accountActions = [
  defineServerAction(actions.login, {
    // Generous per address (a company office shares one), tighter per account name.
    rateLimit: [
      { max: 300, windowMs: HOUR },
      { max: 100, windowMs: HOUR, by: byField('username', 'login') },
    ],
    async handler(input, ctx) {
      const userId = await authenticate(
        ctx.db,
        ctx.passwords,
        ctx.captcha,
        {
          username: input.username,
          password: input.password,
          recaptcha: input.recaptcha,
          address: ctx.request.ip,
        },
        ctx.audit,
      );
      if (await hasTwoFactor(ctx.db, userId)) {
        // The password was right; the session waits for the second factor (logintwofactor).
        await startChallenge(ctx.db, ctx.request, ctx.reply, {
          userId,
          persistent: input.cookie,
          method: 'password',
        });
        throw new AppError('two_factor_required', undefined, { twoFactor: true });
      }
      await startSession(ctx, userId, input.cookie);
      return { status: true as const, msg: 'Login successful' };
    },
  }),

  defineServerAction(actions.logout, {
    async handler(_input, ctx) {
      await ctx.audit.record(ctx.db, 'signed_out');
      await ctx.signOut();
      return { status: true as const };
    },
  }),

  defineServerAction(actions.loginuserdetail, {
    // The session's own statement read it all (plugins/sessions.ts): no other round trip.
    handler(_input, ctx) {
      const user = ctx.requireUser();
      return Promise.resolve({
        status: true as const,
        ...describeUser(user, ctx.config.defaultLanguage),
        pendingEmail: user.pendingEmail,
      });
    },
  }),

  defineServerAction(actions.join, {
    rateLimit: [{ max: 60, windowMs: HOUR }],
    async handler(input, ctx) {
      const userId = await withinDisclosureBudget(disclosuresOf(ctx), input.semail, () =>
        register(
          ctx.db,
          ctx.events,
          ctx.passwords,
          linkMail(ctx),
          {
            username: input.susername,
            email: input.semail,
            password: input.spassword,
            phone: input.phone,
            industry: input.sindustry,
            serviceType: input.serviceType,
            firstName: input.firstName,
            lastName: input.lastName,
            company: companySignUpOf(input, ctx.config.trialDays),
          },
          input.companyId === undefined ? undefined : { companyId: input.companyId },
        ),
      );
      await startSession(ctx, userId);
      return { status: true as const, msg: 'Registration successful' };
    },
  }),

  defineServerAction(actions.usernamecheck, {
    rateLimit: [{ max: 600, windowMs: HOUR }],
    handler: async (input, ctx) => ({ status: await usernameExists(ctx.db, input.susername) }),
  }),

  defineServerAction(actions.emailcheck, {
    rateLimit: [{ max: 600, windowMs: HOUR }],
    // The form's help as the address is typed, within the network's budget (address-disclosure.ts).
    async handler(input, ctx) {
      const disclosures = disclosuresOf(ctx);
      await disclosures.assertOpen();
      const isTaken = await emailExists(ctx.db, input.semail);
      if (isTaken) await disclosures.record(input.semail);
      return { status: isTaken };
    },
  }),

  defineServerAction(actions.forgotpassword, {
    rateLimit: [
      { max: 20, windowMs: HOUR },
      { max: 5, windowMs: HOUR, by: byField('semail', 'reset') },
    ],
    async handler(input, ctx) {
      await requestPasswordReset(ctx.db, linkMail(ctx), input.semail);
      return {
        status: true as const,
        msg: 'If an account exists for this address, we have sent a link to reset the password',
      };
    },
  }),

  defineServerAction(actions.verifyemail, {
    rateLimit: [{ max: 120, windowMs: HOUR }],
    async handler(input, ctx) {
      const verified = await verifyEmail(ctx.db, ctx.audit, input);
      return {
        status: true as const,
        msg: 'Your e-mail address is confirmed',
        email: verified.email,
        joinedCompany: verified.joinedCompany,
      };
    },
  }),

  defineServerAction(actions.resendverification, {
    rateLimit: [{ max: 5, windowMs: HOUR, by: 'user' }],
    async handler(_input, ctx) {
      const user = ctx.requireUser();
      const email = await resendVerification(ctx.db, linkMail(ctx), user.id);
      return email === null
        ? {
            status: true as const,
            msg: 'Your e-mail address is already confirmed',
            email: user.email,
          }
        : { status: true as const, msg: 'We have sent you a new confirmation link', email };
    },
  }),

  defineServerAction(actions.changeemail, {
    rateLimit: [{ max: 10, windowMs: HOUR, by: 'user' }],
    async handler(input, ctx) {
      await withinDisclosureBudget(disclosuresOf(ctx), input.semail, () =>
        requestEmailChange(ctx.db, ctx.passwords, linkMail(ctx), ctx.audit, ctx.requireUser().id, {
          email: input.semail,
          password: input.password,
        }),
      );
      return {
        status: true as const,
        msg: 'We have sent a confirmation link to the new address',
        email: input.semail,
      };
    },
  }),

  defineServerAction(actions.resetcheck, {
    rateLimit: [{ max: 120, windowMs: HOUR }],
    async handler(input, ctx) {
      await checkResetLink(ctx.db, input);
      return { status: true as const };
    },
  }),

  defineServerAction(actions.resetpassword, {
    rateLimit: [{ max: 30, windowMs: HOUR }],
    async handler(input, ctx) {
      await resetPassword(ctx.db, ctx.passwords, ctx.audit, {
        id: input.id,
        token: input.token,
        newPassword: input.newpass,
      });
      return {
        status: true as const,
        msg: 'Your password has been changed, you can now log in',
      };
    },
  }),

  defineServerAction(actions.companyInvite, {
    rateLimit: [{ max: 600, windowMs: HOUR }],
    handler: async (input, ctx) => ({
      status: true as const,
      company: await describeInvitation(ctx.db, input.company),
    }),
  }),

  defineServerAction(actions.joinCompany, {
    rateLimit: [{ max: 60, windowMs: HOUR }],
    async handler(input, ctx) {
      await joinCompanyAsTrainer(ctx.db, ctx.requireUser(), {
        companyId: input.companyId,
        kind: 'company',
      });
      return { status: true as const, msg: 'You have joined the company' };
    },
  }),

  defineServerAction(actions.joinSMECompany, {
    rateLimit: [{ max: 60, windowMs: HOUR }],
    async handler(input, ctx) {
      const registration = {
        susername: input.susername,
        semail: input.semail,
        spassword: input.spassword,
      };
      const given = Object.values(registration).some((value) => value !== undefined);
      if (!given) {
        // A signed-in provider joins with the companyId alone.
        await joinCompanyAsTrainer(ctx.db, ctx.requireUser(), {
          companyId: input.companyId,
          kind: 'sme',
        });
        return { status: true as const, msg: 'You have joined the company' };
      }
      const { susername, semail, spassword } = registration;
      if (susername === undefined || semail === undefined || spassword === undefined) {
        const missing = Object.entries(registration).filter(([, value]) => value === undefined);
        throw new InputError(
          Object.fromEntries(
            missing.map(([field]) => [
              field,
              [field === 'spassword' ? 'validation.password.required' : 'validation.required'],
            ]),
          ),
        );
      }
      const userId = await withinDisclosureBudget(disclosuresOf(ctx), semail, () =>
        register(
          ctx.db,
          ctx.events,
          ctx.passwords,
          linkMail(ctx),
          {
            username: susername,
            email: semail,
            password: spassword,
            phone: input.phone,
            industry: input.sindustry,
          },
          { companyId: input.companyId, kind: 'sme' },
        ),
      );
      await startSession(ctx, userId);
      return { status: true as const, msg: 'Registration successful' };
    },
  }),
];
