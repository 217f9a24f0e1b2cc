import { z } from 'zod';
import { defineAction, emptyRequest, success } from '../action.ts';
import { operators, platformRoles, platformStaff } from '../access.ts';
import { reportStates } from '../states.ts';
import { message } from '../catalogue.ts';
import { formInteger } from '../form.ts';
import { usernameSchema } from '../validation.ts';

/**
 * The operator console's team (docs/product.md, "The operator console"): who runs the
 * marketplace, with which platform role. Operators only, signed in with their second factor.
 */

const staffMember = z.object({
  userId: z.number().int(),
  username: z.string(),
  email: z.string(),
  fullName: z.string().nullable(),
  platformRole: z.enum(platformRoles),
  /** Whether they set up two-factor sign-in (the console refuses them until they have). */
  twoFactorEnabled: z.boolean(),
  isActive: z.boolean(),
  isSelf: z.boolean(),
});

export const adminPlatformStaff = defineAction({
  name: 'adminPlatformStaff',
  endpoint: 'main',
  access: operators,
  summary: 'Everyone with a platform role (operator or support), operators first.',
  request: emptyRequest,
  response: success({ list: z.array(staffMember) }),
});

export const adminSetPlatformRole = defineAction({
  name: 'adminSetPlatformRole',
  endpoint: 'main',
  access: operators,
  summary:
    "Give an account (by username) the platform role operator or support, or take it away (none). Never one's own (own_platform_role); the marketplace keeps one operator (last_operator). Recorded in the operators' audit.",
  request: z.object({
    username: usernameSchema,
    role: z.enum([...platformRoles, 'none'], message('validation.invalid')),
  }),
  response: success({ msg: z.string() }),
});

/** Why a person is suspended or a listing hidden: said to them, kept in the audit. */
export const operatorReasonSchema = z
  .string(message('validation.required'))
  .trim()
  .min(3, message('validation.required'))
  .max(1000, message('validation.tooLong'));

export const adminSuspendUser = defineAction({
  name: 'adminSuspendUser',
  endpoint: 'main',
  access: platformStaff,
  summary:
    "Suspend an account with a reason: its sessions and live streams end at once, sign-in answers account_suspended, nothing is deleted. Never one's own; support never suspends an operator. Recorded in the operators' audit.",
  request: z.object({ userId: formInteger, reason: operatorReasonSchema }),
  response: success({ msg: z.string() }),
});

export const adminRestoreUser = defineAction({
  name: 'adminRestoreUser',
  endpoint: 'main',
  access: platformStaff,
  summary: "Lift an account's suspension: it signs in again. Recorded in the operators' audit.",
  request: z.object({ userId: formInteger }),
  response: success({ msg: z.string() }),
});

/**
 * What the platform's staff hide and restore (moderation). Topics, events and requirements now;
 * reviews and profiles follow.
 */
export const moderatedKinds = ['topic', 'event', 'requirement', 'review', 'profile'] as const;
export type ModeratedKind = (typeof moderatedKinds)[number];

const moderation = z.object({
  kind: z.enum(moderatedKinds, message('validation.invalid')),
  id: formInteger,
  reason: operatorReasonSchema,
});

export const adminHideListing = defineAction({
  name: 'adminHideListing',
  endpoint: 'main',
  access: platformStaff,
  summary:
    "Hide a published topic or event, or a requirement, with a reason: it answers 404 to everyone but its owner and the platform's staff and leaves search, suggestions and the sitemap at once; its owner is told why. Recorded in the operators' audit.",
  request: moderation,
  response: success({ msg: z.string() }),
});

export const adminRestoreListing = defineAction({
  name: 'adminRestoreListing',
  endpoint: 'main',
  access: platformStaff,
  summary:
    "Show a hidden listing again (a topic or event published, a requirement open), with a reason; its owner is told. Recorded in the operators' audit.",
  request: moderation,
  response: success({ msg: z.string() }),
});

/**
 * The marketplace's own figures (docs/product.md, "The operator console"), by week (the last 26)
 * or by month (the last 12), oldest first. Money (booked value, invoiced value) is the
 * operators' alone: support gets null there.
 */
export const figurePeriods = ['week', 'month'] as const;

/** The bookings that count as sold (booked value, GMV): accepted or held seats, and after. */
export const confirmedBookingStates: readonly string[] = [
  'accepted',
  'completed',
  'booked',
  'attended',
  'no_show',
];
export type FigurePeriod = (typeof figurePeriods)[number];

const figureBucket = z.object({
  /** The first day of the week (Monday) or month, `YYYY-MM-DD`. */
  start: z.string(),
  signups: z.object({
    seekers: z.number().int(),
    providers: z.number().int(),
    companies: z.number().int(),
  }),
  listingsPublished: z.number().int(),
  /** Bookings made in the period, by the state each is in now. */
  bookings: z.record(z.string(), z.number().int()),
  /** Gross value of the period's bookings now in a confirmed state (GMV), minor units. */
  bookedValue: z.number().int().nullable(),
  invoicesIssued: z.number().int(),
  invoicedValue: z.number().int().nullable(),
  reportsOpened: z.number().int(),
  reportsClosed: z.number().int(),
  /** Median hours from a report to its resolution or dismissal, for those closed in the period. */
  medianHoursToClose: z.number().nullable(),
});

export const adminFigures = defineAction({
  name: 'adminFigures',
  endpoint: 'main',
  access: platformStaff,
  summary:
    "The marketplace's figures by week or month: sign-ups by kind, listings published, bookings by state, booked value (GMV), invoices issued, reports opened and closed and their time to close; with companies in trial, active and expired now. Money for operators only.",
  request: z.object({ period: z.enum(figurePeriods).default('month') }),
  response: success({
    period: z.enum(figurePeriods),
    buckets: z.array(figureBucket),
    companies: z.object({
      trial: z.number().int(),
      active: z.number().int(),
      expired: z.number().int(),
    }),
    currency: z.string(),
  }),
});

/** The console's people and companies (docs/product.md, "The operator console"). */
const personRow = z.object({
  userId: z.number().int(),
  username: z.string(),
  name: z.string().nullable(),
  email: z.string(),
  platformRole: z.enum(platformRoles).nullable(),
  suspended: z.boolean(),
  isActive: z.boolean(),
  companies: z.array(z.string()),
});

const companyRow = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: z.string(),
  vatId: z.string().nullable(),
  members: z.number().int(),
  plan: z.string().nullable(),
  endDate: z.string().nullable(),
});

export const adminPeople = defineAction({
  name: 'adminPeople',
  endpoint: 'main',
  access: platformStaff,
  summary:
    'People by name, username or e-mail, and companies by name or VAT id (at least two characters), with their companies, roles and suspension; the first 30 and 20.',
  request: z.object({
    q: z
      .string(message('validation.required'))
      .trim()
      .min(2, message('validation.required'))
      .max(120, message('validation.tooLong')),
  }),
  response: success({ people: z.array(personRow), companies: z.array(companyRow) }),
});

export const adminPerson = defineAction({
  name: 'adminPerson',
  endpoint: 'main',
  access: platformStaff,
  summary:
    "A person's record: the account (verified, two-factor, role, suspension with its reason), their companies, listings with their state, bookings made and received, reports they sent and reports about what is theirs, and their security log's latest entries.",
  request: z.object({ userId: formInteger }),
  response: success({
    person: personRow.extend({
      createdAt: z.string(),
      lastLoginAt: z.string().nullable(),
      emailVerified: z.boolean(),
      twoFactorEnabled: z.boolean(),
      suspendedReason: z.string().nullable(),
      serviceType: z.string(),
      isSelf: z.boolean(),
    }),
    memberships: z.array(
      z.object({ companyId: z.number().int(), name: z.string(), userRole: z.number().int() }),
    ),
    listings: z.array(
      z.object({
        kind: z.enum(moderatedKinds),
        id: z.number().int(),
        title: z.string(),
        status: z.string(),
        link: z.string(),
      }),
    ),
    bookings: z.object({ made: z.number().int(), received: z.number().int() }),
    reportsBy: z.array(
      z.object({
        id: z.number().int(),
        reference: z.string(),
        subject: z.string(),
        state: z.enum(reportStates),
      }),
    ),
    reportsAbout: z.array(
      z.object({
        id: z.number().int(),
        reference: z.string(),
        subject: z.string(),
        state: z.enum(reportStates),
      }),
    ),
    securityLog: z.array(
      z.object({
        id: z.number().int(),
        kind: z.string(),
        date: z.string(),
        actor: z.string().nullable(),
        detail: z.record(z.string(), z.string()),
      }),
    ),
  }),
});

export const adminCompany = defineAction({
  name: 'adminCompany',
  endpoint: 'main',
  access: platformStaff,
  summary:
    "A company's record: the company (and its main profile, for a location), its staff with their roles, the group's other locations, its subscription now and before, its plan requests, and the latest documents addressed to it or issued by it (invoices, credit notes, purchase orders); amounts for operators only.",
  request: z.object({ companyId: formInteger }),
  response: success({
    company: z.object({
      id: z.number().int(),
      name: z.string(),
      kind: z.string(),
      country: z.string(),
      vatId: z.string().nullable(),
      createdAt: z.string(),
      parent: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    }),
    members: z.array(
      z.object({
        userId: z.number().int(),
        username: z.string(),
        name: z.string().nullable(),
        userRole: z.number().int(),
      }),
    ),
    locations: z.array(z.object({ id: z.number().int(), name: z.string() })),
    subscriptions: z.array(
      z.object({ plan: z.string(), endDate: z.string(), createdAt: z.string() }),
    ),
    planRequests: z.array(
      z.object({
        id: z.number().int(),
        plan: z.string(),
        state: z.string(),
        createdAt: z.string(),
      }),
    ),
    documents: z.array(
      z.object({
        id: z.number().int(),
        kind: z.enum(['invoice', 'credit_note', 'purchase_order']),
        number: z.string(),
        state: z.string(),
        issueDate: z.string(),
        party: z.string(),
        grossMinor: z.number().int().nullable(),
        currency: z.string(),
      }),
    ),
  }),
});

export const adminResendVerification = defineAction({
  name: 'adminResendVerification',
  endpoint: 'main',
  access: platformStaff,
  summary:
    "Send a person's e-mail confirmation link again (to the new address waiting, else to the unconfirmed one): `sent` false when the address is confirmed already. Recorded in the operators' audit.",
  request: z.object({ userId: formInteger }),
  response: success({ sent: z.boolean(), email: z.string().nullable() }),
});

export const adminResetTwoFactor = defineAction({
  name: 'adminResetTwoFactor',
  endpoint: 'main',
  access: platformStaff,
  summary:
    "Turn a person's two-factor sign-in off (their recovery codes go too) after checking who they are, said in `reason` (how the identity was checked), so they can sign in with the password and set it up again. Never one's own. Recorded in the operators' audit.",
  request: z.object({ userId: formInteger, reason: operatorReasonSchema }),
  response: success({ msg: z.string() }),
});
