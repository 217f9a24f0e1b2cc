import { z } from 'zod';
import { languages } from '../locales.ts';
import { defineAction, emptyRequest, success } from '../action.ts';
import { formInteger } from '../form.ts';
import { message } from '../catalogue.ts';
import { emailSchema, optionalText } from '../validation.ts';
import { anyone, companyAdmins, companyStaff, signedIn } from '../access.ts';

/**
 * User roles and people of the company (docs/product.md, "People and roles of a company"): the staff of the
 * active company (accounts, Admin 1 or Manager 2), invitations by e-mail, and the people of the
 * company (employees who attend trainings without an account). Every action reads or changes the
 * caller's active company only.
 */

/** The spec's userRole: 1 Admin, 2 Manager. */
export const staffRoles = [1, 2] as const;
export const staffRoleSchema = formInteger.pipe(z.union([z.literal(1), z.literal(2)]));

/** A department's name: free text, short. */
export const departmentSchema = optionalText(80);

/** How long an invitation link works. */
export const INVITATION_LIFETIME_DAYS = 7;

/** Most addresses one bulk invitation may carry. */
export const MAX_BULK_INVITATIONS = 50;

/** Addresses typed or pasted in one box: commas, semicolons, spaces or lines between them. */
export function splitEmailList(text: string): string[] {
  return [
    ...new Set(
      text
        .split(/[\s,;]+/)
        .map((address) => address.trim().toLowerCase())
        .filter((address) => address !== ''),
    ),
  ];
}

/** Each address once; every one an e-mail address, 1 to 50 of them. */
export const emailListSchema = z
  .string(message('validation.required'))
  .transform(splitEmailList)
  .pipe(
    z
      .array(z.string())
      .min(1, message('validation.required'))
      .max(MAX_BULK_INVITATIONS, message('validation.emails.tooMany'))
      .refine(
        (addresses) => addresses.every((address) => emailSchema.safeParse(address).success),
        message('validation.emails.invalid'),
      ),
  );

/** Most rows one CSV import may carry. */
export const MAX_IMPORT_ROWS = 5000;

const member = z.object({
  userId: z.number().int(),
  username: z.string(),
  fullName: z.string().nullable(),
  email: z.string(),
  userRole: z.number().int(),
  department: z.string().nullable(),
  /** ISO time of the last successful sign-in, null when never recorded. */
  lastLoginAt: z.string().nullable(),
  isSelf: z.boolean(),
});

/** A person's request to join the company (they gave a VAT id it holds); pending until decided. */
const joinRequest = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  username: z.string(),
  fullName: z.string().nullable(),
  email: z.string(),
  message: z.string().nullable(),
  createdAt: z.string(),
});

/** Most characters of the note a person adds to a request to join. */
export const JOIN_REQUEST_MESSAGE_MAX = 500;

const invitation = z.object({
  id: z.number().int(),
  email: z.string(),
  userRole: z.number().int(),
  department: z.string().nullable(),
  expiresAt: z.string(),
  isExpired: z.boolean(),
});

export const companyusers = defineAction({
  name: 'companyusers',
  endpoint: 'main',
  access: companyAdmins,
  summary:
    "The active company's staff (role, department, last sign-in), its pending invitations and the pending requests to join it; admins only.",
  request: emptyRequest,
  response: success({
    members: z.array(member),
    invitations: z.array(invitation),
    joinRequests: z.array(joinRequest),
    /** Whether the company requires two-factor sign-in of its staff (companytwofactor). */
    requireTwoFactor: z.boolean(),
  }),
});

export const invitecompanyuser = defineAction({
  name: 'invitecompanyuser',
  endpoint: 'main',
  access: companyAdmins,
  summary:
    'E-mail an invitation to join the active company as Admin or Manager: a link that works once for 7 days, for a new or an existing account; inviting an address again replaces its pending invitation.',
  request: z.object({
    email: emailSchema,
    userRole: staffRoleSchema,
    department: departmentSchema,
  }),
  response: success({ msg: z.string(), id: z.number().int() }),
});

export const invitecompanyusers = defineAction({
  name: 'invitecompanyusers',
  endpoint: 'main',
  access: companyAdmins,
  summary:
    'Invite several addresses at once (commas, semicolons, spaces or lines between them; at most 50), all with one role and department: each gets its own invitation e-mail, as with invitecompanyuser, in one transaction. Addresses already on the staff are listed and skipped.',
  request: z.object({
    emails: emailListSchema,
    userRole: staffRoleSchema,
    department: departmentSchema,
  }),
  response: success({
    msg: z.string(),
    invited: z.array(z.string()),
    alreadyMembers: z.array(z.string()),
  }),
});

export const resendcompanyinvitation = defineAction({
  name: 'resendcompanyinvitation',
  endpoint: 'main',
  access: companyAdmins,
  summary:
    'Send a pending invitation again with a new link valid 7 days (the old link stops working).',
  request: z.object({ id: formInteger }),
  response: success({ msg: z.string() }),
});

export const revokecompanyinvitation = defineAction({
  name: 'revokecompanyinvitation',
  endpoint: 'main',
  access: companyAdmins,
  summary: 'Withdraw a pending invitation: its link stops working.',
  request: z.object({ id: formInteger }),
  response: success({ msg: z.string() }),
});

export const updatecompanyuser = defineAction({
  name: 'updatecompanyuser',
  endpoint: 'main',
  access: companyAdmins,
  summary:
    "Change a staff member's role and department; the company's last admin cannot become a manager (last_admin).",
  request: z.object({
    userId: formInteger,
    userRole: staffRoleSchema,
    department: departmentSchema,
  }),
  response: success({ msg: z.string() }),
});

export const removecompanyuser = defineAction({
  name: 'removecompanyuser',
  endpoint: 'main',
  access: companyAdmins,
  summary: "Remove someone from the company's staff; never its last admin (last_admin).",
  request: z.object({ userId: formInteger }),
  response: success({ msg: z.string() }),
});

export const transfercompanyadmin = defineAction({
  name: 'transfercompanyadmin',
  endpoint: 'main',
  access: companyAdmins,
  summary: 'Make another staff member the admin and step down to manager, in one transaction.',
  request: z.object({ userId: formInteger }),
  response: success({ msg: z.string() }),
});

export const companyinvitation = defineAction({
  name: 'companyinvitation',
  endpoint: 'main',
  access: anyone,
  summary:
    'What an invitation link offers (company, address, role) while it can be accepted; invitation_invalid when it expired, was used or withdrawn.',
  request: z.object({ token: z.string().trim().min(1).max(200) }),
  response: success({
    company: z.object({ id: z.number().int(), name: z.string() }),
    email: z.string(),
    userRole: z.number().int(),
    department: z.string().nullable(),
  }),
});

export const acceptcompanyinvitation = defineAction({
  name: 'acceptcompanyinvitation',
  endpoint: 'main',
  access: signedIn,
  summary:
    "Accept an invitation as the signed-in user: they join the company's staff with the invited role and department, and it becomes their active company. The link then stops working.",
  request: z.object({ token: z.string().trim().min(1).max(200) }),
  response: success({ msg: z.string(), companyId: z.number().int() }),
});

const person = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string().nullable(),
  department: z.string().nullable(),
});

export const companypeople = defineAction({
  name: 'companypeople',
  endpoint: 'main',
  access: companyStaff,
  summary:
    'The people of the active company (employees without an account), by name; `q` searches name, e-mail and department. Staff only (managers read it to name participants).',
  request: z.object({ q: z.string().trim().max(80).optional() }),
  response: success({ people: z.array(person), total: z.number().int() }),
});

export const personFields = {
  name: z
    .string()
    .trim()
    .min(1, { message: 'validation.required' })
    .max(120, { message: 'validation.tooLong' }),
  email: z
    .string()
    .trim()
    .max(254, { message: 'validation.email.pattern' })
    .transform((value) => (value === '' ? null : value.toLowerCase()))
    .pipe(emailSchema.nullable())
    .nullable()
    .optional(),
  department: departmentSchema,
};

export const savecompanyperson = defineAction({
  name: 'savecompanyperson',
  endpoint: 'main',
  access: companyAdmins,
  summary:
    'Add a person to the active company (no id) or edit one (id); an e-mail address is unique in the company (email_taken).',
  request: z.object({ id: formInteger.optional(), ...personFields }),
  response: success({ msg: z.string(), id: z.number().int() }),
});

export const removecompanyperson = defineAction({
  name: 'removecompanyperson',
  endpoint: 'main',
  access: companyAdmins,
  summary: 'Remove a person of the active company (their past bookings keep the name).',
  request: z.object({ id: formInteger }),
  response: success({ msg: z.string() }),
});

export const importProblem = z.object({
  /** The line of the file (the header is line 1). */
  line: z.number().int(),
  /** Message keys (messages.ts / the web catalogues) of what is wrong with the row. */
  problems: z.array(z.string()),
});

export const importcompanypeople = defineAction({
  name: 'importcompanypeople',
  endpoint: 'main',
  access: companyAdmins,
  summary:
    'Import people from CSV text (header row name,email,department). Every row is checked first: with any bad row nothing is imported and the bad rows come back with their line numbers; otherwise every row is added or updated by e-mail in one transaction.',
  request: z.object({ csv: z.string().min(1).max(900_000) }),
  response: success({
    imported: z.boolean(),
    created: z.number().int(),
    updated: z.number().int(),
    problems: z.array(importProblem),
  }),
});

export const exportcompanypeople = defineAction({
  name: 'exportcompanypeople',
  endpoint: 'main',
  access: companyAdmins,
  summary:
    'The people of the active company as CSV text (name, email, department), to download, in the dialect of lang (default: the account language): commas in English, semicolons otherwise, so that the spreadsheet opens it in columns.',
  request: z.object({
    lang: z.preprocess((value) => (value === '' ? undefined : value), z.enum(languages).optional()),
  }),
  response: success({ csv: z.string(), filename: z.string() }),
});

export const askjoincompany = defineAction({
  name: 'askjoincompany',
  endpoint: 'main',
  access: signedIn,
  summary:
    'Ask the admins of a company to add the caller to its staff (after createcompany answered company_exists for it): each admin is told in the app and by e-mail. Asking again while a request waits answers that request; already_member when the caller is on its staff.',
  request: z.object({
    companyId: formInteger,
    message: optionalText(JOIN_REQUEST_MESSAGE_MAX),
  }),
  response: success({ msg: z.string(), id: z.number().int() }),
});

export const decidejoinrequest = defineAction({
  name: 'decidejoinrequest',
  endpoint: 'main',
  access: companyAdmins,
  summary:
    "Accept (the person joins the active company's staff as Manager) or decline a pending request to join; the person is told either way. not_found when the request is not pending in the active company.",
  request: z.object({
    id: formInteger,
    decision: z.enum(['accept', 'decline']),
  }),
  response: success({ msg: z.string() }),
});
