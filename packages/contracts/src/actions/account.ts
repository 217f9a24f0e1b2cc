import { z } from 'zod';
import { defineAction, emptyRequest, success } from '../action.ts';
import { formBoolean, formInteger } from '../form.ts';
import {
  emailSchema,
  loginFieldSchema,
  loginPasswordSchema,
  passwordSchema,
  phoneSchema,
  usernameSchema,
  withNewPassword,
} from '../validation.ts';
import { anyone, platformRoles, signedIn } from '../access.ts';
import { message } from '../catalogue.ts';
import { accountKinds, companyNameMax, companyNameSchema, countrySchema } from '../companies.ts';

export const serviceTypes = ['provider', 'seeker'] as const;
export const userTypes = ['IN', 'CO'] as const;

export const profileImageSchema = z.object({ original: z.string(), thumb90: z.string() });

export const login = defineAction({
  name: 'login',
  endpoint: 'main',
  access: anyone,
  summary: 'Sign in with username or e-mail and password; starts a new session.',
  request: z.object({
    username: loginFieldSchema,
    password: loginPasswordSchema,
    cookie: formBoolean.default(true),
    recaptcha: z.string().max(4096).optional(),
  }),
  response: success({ msg: z.string() }),
  // recaptcha: solve a captcha first; twoFactor: the password was right, now the second factor
  // (logintwofactor), within five minutes.
  failureExtra: z.object({ recaptcha: z.boolean().optional(), twoFactor: z.boolean().optional() }),
});

export const logout = defineAction({
  name: 'logout',
  endpoint: 'main',
  access: signedIn,
  summary: 'End the current session.',
  request: emptyRequest,
  response: success({}),
});

export const loginuserdetail = defineAction({
  name: 'loginuserdetail',
  endpoint: 'main',
  access: signedIn,
  summary: 'The signed-in user: profile data and the flags that choose menus and layouts.',
  request: emptyRequest,
  response: success({
    userId: z.number().int(),
    username: z.string(),
    email: z.string(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    profileImage: profileImageSchema.nullable(),
    companyuser: z.boolean(),
    smeuser: z.boolean(),
    serviceType: z.enum(serviceTypes),
    userType: z.enum(userTypes),
    language: z.string(),
    /** Whether the account signs in with a second factor (an authenticator app). */
    twoFactorEnabled: z.boolean(),
    /** A role in running the marketplace (the console at /admin), or null. */
    platformRole: z.enum(platformRoles).nullable(),
    /** Whether the user proved they own `email` (the link we mailed them). */
    emailVerified: z.boolean(),
    /** A new address the user asked to change to, waiting for its link to be followed. */
    pendingEmail: z.string().nullable(),
  }),
});

/** What the register dialog adds when it joins a company: phone with dial code, industry, id. */
export const companyJoinFields = {
  phone: phoneSchema.optional(),
  sindustry: z.string().trim().max(80).optional(),
  companyId: formInteger.optional(),
};

/** A person's first or last name as sign-up asks it (optional). */
const personName = z.preprocess(
  (value) => (value === null ? undefined : value),
  z.string().trim().max(60, message('validation.tooLong')).optional(),
);

export const join = defineAction({
  name: 'join',
  endpoint: 'main',
  access: anyone,
  summary:
    'Create an account and sign in (the session cookie comes with the answer). `serviceType` is the role chosen at sign-up: `provider` (a trainer, who publishes topics and events) or `seeker` (the default). `accountKind` `company` or `sme` also creates the company (`companyName`, `country`), its first location, the person as its admin and the free trial. With companyId (an invitation link), the new user joins that company as a training provider; only e-mail addresses the company approved may.',
  request: z
    .object({
      susername: usernameSchema,
      semail: emailSchema,
      spassword: passwordSchema,
      serviceType: z.enum(serviceTypes).optional(),
      accountKind: z.preprocess(
        (value) => (value === '' || value === null ? undefined : value),
        z.enum(accountKinds, message('validation.invalid')).default('individual'),
      ),
      companyName: z.preprocess(
        (value) => (value === null ? undefined : value),
        z
          .string()
          .max(companyNameMax + 40, message('validation.tooLong'))
          .optional(),
      ),
      country: z.preprocess(
        (value) => (value === null ? undefined : value),
        z.string().max(10, message('validation.invalid')).optional(),
      ),
      firstName: personName,
      lastName: personName,
      ...companyJoinFields,
    })
    .superRefine((input, issues) => {
      if (input.accountKind === 'individual') return;
      // A company's name and country follow the company rules (companies.ts).
      for (const [field, schema] of [
        ['companyName', companyNameSchema],
        ['country', countrySchema],
      ] as const) {
        const parsed = schema.safeParse(input[field] ?? '');
        if (!parsed.success) {
          issues.addIssue({
            code: 'custom',
            path: [field],
            message: parsed.error.issues[0]?.message ?? 'validation.invalid',
          });
        }
      }
      if (input.companyId !== undefined) {
        issues.addIssue({ code: 'custom', path: ['accountKind'], message: 'validation.invalid' });
      }
    }),
  response: success({ msg: z.string() }),
});

export const usernamecheck = defineAction({
  name: 'usernamecheck',
  endpoint: 'main',
  access: anyone,
  summary: 'status: true when the username is already taken.',
  request: z.object({ susername: z.string().trim().min(1).max(64) }),
  response: z.object({ status: z.boolean() }),
});

export const emailcheck = defineAction({
  name: 'emailcheck',
  endpoint: 'main',
  access: anyone,
  summary: 'status: true when the e-mail address is already registered.',
  request: z.object({ semail: z.string().trim().min(1).max(254) }),
  response: z.object({ status: z.boolean() }),
});

export const forgotpassword = defineAction({
  name: 'forgotpassword',
  endpoint: 'main',
  access: anyone,
  summary:
    'E-mail a one-time reset link (valid one hour) when the address has an account; the answer is the same either way.',
  request: z.object({ semail: emailSchema }),
  response: success({ msg: z.string() }),
});

export const verifyemail = defineAction({
  name: 'verifyemail',
  endpoint: 'main',
  access: anyone,
  summary:
    'Follow an e-mailed confirmation link (valid 24 hours, once): the address is verified, a new address replaces the old, and an invitation the user registered with joins its company.',
  request: z.object({ id: z.string().trim().max(64), token: z.string().trim().max(256) }),
  response: success({
    msg: z.string(),
    email: z.string(),
    /** The company joined through the invitation the account was registered with, if any. */
    joinedCompany: z.string().nullable(),
  }),
});

export const resendverification = defineAction({
  name: 'resendverification',
  endpoint: 'main',
  access: signedIn,
  summary:
    'Send the confirmation link again: to the new address waiting to replace the current one, else to the current one while it is unverified. A few an hour.',
  request: emptyRequest,
  response: success({ msg: z.string(), email: z.string() }),
});

export const changeemail = defineAction({
  name: 'changeemail',
  endpoint: 'main',
  access: signedIn,
  summary:
    'Ask to change the e-mail address (the password confirms it): a link goes to the new address, which replaces the current one only when the link is followed.',
  request: z.object({ semail: emailSchema, password: loginPasswordSchema }),
  response: success({ msg: z.string(), email: z.string() }),
});

export const resetcheck = defineAction({
  name: 'resetcheck',
  endpoint: 'main',
  access: anyone,
  summary:
    'Whether a reset link is still usable, so the page can say so before a password is typed.',
  request: z.object({ id: z.string().trim().max(64), token: z.string().trim().max(256) }),
  response: success({}),
});

export const resetpassword = defineAction({
  name: 'resetpassword',
  endpoint: 'main',
  access: anyone,
  summary:
    'Set a new password through an e-mailed link; the link then stops working and every session of the account ends.',
  request: withNewPassword({
    id: z.string().trim().max(64),
    token: z.string().trim().max(256),
  }),
  response: success({ msg: z.string() }),
});
