import { z } from 'zod';
import { defineAction, success } from '../action.ts';
import { companyAdmins, operators, signedIn } from '../access.ts';
import { auditKinds } from '../audit.ts';
import { formInteger } from '../form.ts';

const page = z.object({
  /** The id of the last row already shown: the next page starts after it. */
  before: formInteger.optional(),
});

const auditEntry = z.object({
  id: z.number().int(),
  kind: z.enum(auditKinds),
  date: z.string(),
  /** The address and browser it came from, when it came from a request. */
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  /** Who did it, when not the account itself (a company admin changing a role). */
  actor: z.string().nullable(),
  /** Facts of the event: the sign-in method, the new address, a role, a member's name. */
  detail: z.record(z.string(), z.string()),
});

export const securitylog = defineAction({
  name: 'securitylog',
  endpoint: 'main',
  access: signedIn,
  summary:
    "The signed-in user's security log, newest first, 20 at a time: sign-ins (and failed ones), password and e-mail changes, two-factor changes, sessions ended, role changes, exports, billing details changed. Kept for a year.",
  request: page,
  response: success({ list: z.array(auditEntry), more: z.boolean() }),
});

export const companysecuritylog = defineAction({
  name: 'companysecuritylog',
  endpoint: 'main',
  access: companyAdmins,
  summary:
    'Who joined the active company, whose role changed, who was removed, who became admin, who changed its billing details, and who did it; newest first, 20 at a time, kept for a year.',
  request: page,
  response: success({
    list: z.array(auditEntry.extend({ member: z.string().nullable() })),
    more: z.boolean(),
  }),
});

export const adminAuditLog = defineAction({
  name: 'adminAuditLog',
  endpoint: 'main',
  access: operators,
  summary:
    "What the platform's staff did (roles, suspensions, moderation, reports, subscriptions): who, what, to whom, why and when, newest first, 20 at a time. Nobody changes it; the retention sweep keeps it.",
  request: page,
  response: success({
    list: z.array(auditEntry.extend({ member: z.string().nullable() })),
    more: z.boolean(),
  }),
});
