import { actions } from '@app/contracts/registry';
import { defineServerAction } from '../../actions/define.ts';
import {
  authenticate,
  describeUser,
  emailExists,
  register,
  usernameExists,
} from './accounts.service.ts';

const HOUR = 60 * 60 * 1000;

export const accountActions = [
  defineServerAction(actions.login, {
    // Generous per address (a company office shares one), tighter per account name.
    rateLimit: [
      { max: 300, windowMs: HOUR },
      { max: 100, windowMs: HOUR, by: (input) => `login:${loginName(input)}` },
    ],
    async handler(input, ctx) {
      const userId = await authenticate(ctx.db, ctx.passwords, input);
      await ctx.signIn(userId, input.cookie);
      return { status: true as const, msg: 'Login successful' };
    },
  }),

  defineServerAction(actions.logout, {
    async handler(_input, ctx) {
      await ctx.signOut();
      return { status: true as const };
    },
  }),

  defineServerAction(actions.loginuserdetail, {
    handler: (_input, ctx) =>
      Promise.resolve({
        status: true,
        ...describeUser(ctx.requireUser(), ctx.config.defaultLanguage),
      } as const),
  }),

  defineServerAction(actions.join, {
    rateLimit: [{ max: 60, windowMs: HOUR }],
    async handler(input, ctx) {
      await register(ctx.db, ctx.passwords, {
        username: input.susername,
        email: input.semail,
        password: input.spassword,
      });
      return { status: true as const, msg: 'Registration successful' };
    },
  }),

  defineServerAction(actions.usernamecheck, {
    rateLimit: [{ max: 600, windowMs: HOUR }],
    handler: async (input, ctx) => ({ status: await usernameExists(ctx.db, input.susername) }),
  }),

  defineServerAction(actions.emailcheck, {
    rateLimit: [{ max: 600, windowMs: HOUR }],
    handler: async (input, ctx) => ({ status: await emailExists(ctx.db, input.semail) }),
  }),
];

function loginName(input: unknown): string {
  const username = (input as { username?: unknown }).username;
  return typeof username === 'string' ? username.toLowerCase() : '';
}
