import { z } from 'zod';
import { defineAction, emptyRequest, success } from '../action.ts';
import { formBoolean } from '../form.ts';
import {
  emailSchema,
  loginFieldSchema,
  loginPasswordSchema,
  passwordSchema,
  usernameSchema,
} from '../validation.ts';

export const serviceTypes = ['provider', 'seeker'] as const;
export const userTypes = ['IN', 'CO'] as const;

export const profileImageSchema = z.object({ original: z.string(), thumb90: z.string() });

export const login = defineAction({
  name: 'login',
  endpoint: 'main',
  access: 'public',
  summary: 'Sign in with username or e-mail and password; starts a new session.',
  request: z.object({
    username: loginFieldSchema,
    password: loginPasswordSchema,
    cookie: formBoolean.default(true),
    recaptcha: z.string().max(4096).optional(),
  }),
  response: success({ msg: z.string() }),
  failureExtra: z.object({ recaptcha: z.boolean().optional() }),
});

export const logout = defineAction({
  name: 'logout',
  endpoint: 'main',
  access: 'user',
  summary: 'End the current session.',
  request: emptyRequest,
  response: success({}),
});

export const loginuserdetail = defineAction({
  name: 'loginuserdetail',
  endpoint: 'main',
  access: 'user',
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
  }),
});

export const join = defineAction({
  name: 'join',
  endpoint: 'main',
  access: 'public',
  summary: 'Create an account.',
  request: z.object({
    susername: usernameSchema,
    semail: emailSchema,
    spassword: passwordSchema,
  }),
  response: success({ msg: z.string() }),
});

export const usernamecheck = defineAction({
  name: 'usernamecheck',
  endpoint: 'main',
  access: 'public',
  summary: 'status: true when the username is already taken.',
  request: z.object({ susername: z.string().trim().min(1).max(64) }),
  response: z.object({ status: z.boolean() }),
});

export const emailcheck = defineAction({
  name: 'emailcheck',
  endpoint: 'main',
  access: 'public',
  summary: 'status: true when the e-mail address is already registered.',
  request: z.object({ semail: z.string().trim().min(1).max(254) }),
  response: z.object({ status: z.boolean() }),
});
