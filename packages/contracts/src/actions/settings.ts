import { z } from 'zod';
import { defineAction, emptyRequest, success } from '../action.ts';
import { formBoolean } from '../form.ts';
import { withNewPassword } from '../validation.ts';
import { serviceTypes } from './account.ts';
import { anyone, signedIn } from '../access.ts';
import { emailLists } from '../email-lists.ts';

/** Settings flags travel as '1' (on) or '0' (off), as the original clients send them. */
const flag = z.enum(['1', '0']);
const updated = success({ msg: z.string() });

export const viewsetting = defineAction({
  name: 'viewsetting',
  endpoint: 'main',
  access: signedIn,
  summary:
    'The settings screen: switches, role, profile type, and how many companies the user is associated with.',
  request: emptyRequest,
  response: success({
    profileVisibility: flag,
    newsletterNotif: flag,
    messageNotif: flag,
    serviceType: z.enum(serviceTypes),
    profileType: z.enum(['indprofile', 'compprofile']),
    /** Companies the user works for as a provider; the visibility card only shows when > 0. */
    associatedCompanies: z.number().int(),
  }),
});

export const changeNotificationSetting = defineAction({
  name: 'changeNotificationSetting',
  endpoint: 'main',
  access: signedIn,
  summary:
    'Turn e-mail notifications for messages (type=message) or the newsletter (type=newslet) on or off.',
  request: z.object({ type: z.enum(['message', 'newslet']), setting: formBoolean }),
  response: updated,
});

export const unsubscribe = defineAction({
  name: 'unsubscribe',
  endpoint: 'main',
  access: anyone,
  summary:
    'Follow the signed link at the foot of an e-mail a person can turn off (no sign-in needed): the list it names (messages: unread messages and notifications; newsletter) is turned off in their settings. Mail clients use the same token one-click through POST /inc/unsubscribe/{token} (RFC 8058).',
  request: z.object({ token: z.string().trim().max(100) }),
  response: success({ msg: z.string(), list: z.enum(emailLists) }),
});

export const profileType = defineAction({
  name: 'profileType',
  endpoint: 'main',
  access: signedIn,
  summary: 'Individual (indprofile) or provider company (compprofile).',
  request: z.object({ type: z.enum(['indprofile', 'compprofile']) }),
  response: updated,
});

export const joinedcompanies = defineAction({
  name: 'joinedcompanies',
  endpoint: 'main',
  access: signedIn,
  summary: 'Whether the profile is visible to the companies the user is associated with.',
  request: z.object({ status: formBoolean }),
  response: updated,
});

export const serviceType = defineAction({
  name: 'serviceType',
  endpoint: 'main',
  access: signedIn,
  summary: 'Provider or seeker: exactly one of the two must be true.',
  request: z
    .object({ Provider: formBoolean, Seeker: formBoolean })
    .refine((value) => value.Provider !== value.Seeker, {
      message: 'validation.serviceType.one',
      path: ['Provider'],
    }),
  response: updated,
});

export const changepassword = defineAction({
  name: 'changepassword',
  endpoint: 'main',
  access: signedIn,
  summary:
    'Change the password (the current one is required); every other session of the account ends.',
  request: withNewPassword({
    oldpass: z.string().min(1, { message: 'validation.required' }).max(128),
  }),
  response: updated,
});

export const deactivateaccount = defineAction({
  name: 'deactivateaccount',
  endpoint: 'main',
  access: signedIn,
  summary:
    'Deactivate the account (password required): it can no longer log in, its profile disappears, nothing is deleted.',
  request: z.object({ pass: z.string().min(1, { message: 'validation.required' }).max(128) }),
  response: updated,
});

const sessionSchema = z.object({
  id: z.string(),
  current: z.boolean(),
  persistent: z.boolean(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  /** Whether this sign-in passed the second factor. */
  twoFactor: z.boolean(),
});

export const sessionlist = defineAction({
  name: 'sessionlist',
  endpoint: 'main',
  access: signedIn,
  summary: 'The signed-in sessions of the account, the current one first.',
  request: emptyRequest,
  response: success({ sessions: z.array(sessionSchema) }),
});

export const endsession = defineAction({
  name: 'endsession',
  endpoint: 'main',
  access: signedIn,
  summary: 'Sign out one other session of the account.',
  request: z.object({ id: z.string().uuid() }),
  response: updated,
});

export const endothersessions = defineAction({
  name: 'endothersessions',
  endpoint: 'main',
  access: signedIn,
  summary: 'Sign out everywhere else: every session of the account but this one ends.',
  request: emptyRequest,
  response: success({ msg: z.string(), ended: z.number().int() }),
});
