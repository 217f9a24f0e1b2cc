import { platformRoles } from '@app/contracts/access';
import { planRequestStates } from '@app/contracts/companies';
import { auditKinds } from '@app/contracts/audit';
import { dataExportStates, reportStates } from '@app/contracts/states';
import { reportKinds } from '@app/contracts/site-pages';
import { reportableKinds, reportReasons } from '@app/contracts/actions/site';
import type { ApprovalReason } from '@app/contracts/actions/fee-approval';
import type { BillingParty, DocumentLine, VatSummaryLine } from '@app/contracts/money';
import { sql, type SQL } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  type AnyPgColumn,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

export const companyKinds = ['company', 'sme'] as const;
export const serviceTypes = ['provider', 'seeker'] as const;
export const profileTypes = ['individual', 'company'] as const;

export interface StoredProfileImage {
  original: string;
  thumb90: string;
}

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    // Null for accounts that only sign in through a social provider.
    passwordHash: text('password_hash'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    headline: text('headline'),
    bio: text('bio'),
    profileImage: jsonb('profile_image').$type<StoredProfileImage>(),
    serviceType: text('service_type', { enum: serviceTypes }).notNull().default('seeker'),
    // userType of the contract: 'IN' for individual, otherwise a provider company.
    profileType: text('profile_type', { enum: profileTypes }).notNull().default('individual'),
    skills: jsonb('skills').$type<string[]>().notNull().default([]),
    spokenLanguages: jsonb('spoken_languages').$type<string[]>().notNull().default([]),
    location: text('location'),
    website: text('website'),
    phone: text('phone'),
    industry: text('industry'),
    // The company profile a multi-location member works in; null means their first membership.
    activeCompanyId: integer('active_company_id'),
    language: text('language'),
    // The VAT rate a provider charges, in basis points (2200 = 22 %); bookings snapshot it.
    vatRateBasisPoints: integer('vat_rate_basis_points').notNull().default(2200),
    // A provider's standing from the verified reviews of all their trainings (topics, events,
    // quotes), kept by the triggers on reviews (migration 0037): stars = total / count / 2.
    reviewCount: integer('review_count').notNull().default(0),
    ratingHalvesTotal: integer('rating_halves_total').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    // A role in running the marketplace (docs/product.md, "The operator console"), apart from
    // company roles and from offering training: operator, support, or none (null).
    platformRole: text('platform_role', { enum: platformRoles }),
    // Suspended by the marketplace's operators (adminSuspendUser): no session, no sign-in, nothing
    // deleted; null once restored.
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    suspendedReason: text('suspended_reason'),
    // The public profile's visibility (profileVisibilityMachine): hidden by the staff, its page
    // answers 404 to all but its owner and the staff, and it leaves search and the sitemap.
    profileState: text('profile_state', { enum: ['visible', 'hidden'] })
      .notNull()
      .default('visible'),
    // The last successful sign-in (password or social), shown to a company's admins.
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    // When the user proved they own `email` (a link we mailed them, a password reset through it,
    // or a social provider's verified address); null until then. Company invitations and
    // trainer approvals only ever attach to a verified address.
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    // Two-factor sign-in (TOTP, RFC 6238): the secret of the authenticator app once a first code
    // confirmed it; a secret being set up waits in `totpPendingSecret`. `totpLastStep` is the time
    // step of the last code accepted: a code works once.
    totpSecret: text('totp_secret'),
    totpPendingSecret: text('totp_pending_secret'),
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
    totpLastStep: integer('totp_last_step'),
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
    // When the account was erased (decisions.md, "erasure"): the row stays, anonymised, so that
    // bookings, invoices and reviews keep their other party; nothing personal is left in it.
    erasedAt: timestamp('erased_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('users_username_lower_key').on(sql`lower(${table.username})`),
    uniqueIndex('users_email_lower_key').on(sql`lower(${table.email})`),
    index('users_created_idx').on(table.createdAt, table.serviceType),
    index('users_username_trgm_idx').using('gin', sql`${table.username} gin_trgm_ops`),
    index('users_full_name_trgm_idx').using(
      'gin',
      sql`(coalesce(${table.firstName}, '') || ' ' || coalesce(${table.lastName}, '')) gin_trgm_ops`,
    ),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // sha-256 of the random token; the token itself only lives in the visitor's cookie.
    tokenHash: text('token_hash').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    isPersistent: boolean('is_persistent').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    // Whether this sign-in passed the second factor (a code or a recovery code).
    twoFactor: boolean('two_factor').notNull().default(false),
  },
  (table) => [
    index('sessions_user_id_idx').on(table.userId),
    index('sessions_expires_at_idx').on(table.expiresAt),
  ],
);

export const userSettings = pgTable('user_settings', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  profileVisibility: boolean('profile_visibility').notNull().default(true),
  messageNotifications: boolean('message_notifications').notNull().default(true),
  newsletter: boolean('newsletter').notNull().default(false),
  // The last e-mail about unread notifications: at most one an hour (docs/product.md).
  notificationsEmailedAt: timestamp('notifications_emailed_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A company or SME profile. The company issue extends it (trainers, fees, orders, invoices). */
export const companies = pgTable(
  'companies',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    // The readable part of /company/{slug} invitation links.
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    kind: text('kind', { enum: companyKinds }).notNull(),
    logo: jsonb('logo').$type<StoredProfileImage>(),
    country: text('country'),
    industry: text('industry'),
    website: text('website'),
    description: text('description'),
    vatNumber: text('vat_number'),
    // The VAT id in canonical form (normalizeVatId), on a group's first profile only: a company
    // is known by it, so a second company with the same id is refused (company_exists), and the
    // unique index settles two sign-ups at the same moment.
    vatKey: text('vat_key'),
    address: text('address'),
    // A location of a group: the group's first profile (null on that one and on single profiles).
    // The group's super admin belongs to several of its locations and sees them consolidated.
    parentId: integer('parent_id').references((): AnyPgColumn => companies.id, {
      onDelete: 'set null',
    }),
    // Fee approval (decisions.md): a booking by a manager whose gross total is above the
    // threshold (null: none), or with a trainer outside the approved list when the second rule is
    // on, waits in awaiting_approval for an admin.
    approvalThresholdMinor: integer('approval_threshold_minor'),
    approvalOutsideList: boolean('approval_outside_list').notNull().default(false),
    // The questionnaire attendees and managers answer after a training (training assessment).
    assessmentQuestions: jsonb('assessment_questions')
      .$type<AssessmentQuestion[]>()
      .notNull()
      .default([]),
    // The admin requires two-factor sign-in of the staff: company pages and actions answer
    // two_factor_required to a session that did not pass it.
    requireTwoFactor: boolean('require_two_factor').notNull().default(false),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('companies_slug_lower_key').on(sql`lower(${table.slug})`),
    uniqueIndex('companies_vat_key').on(table.vatKey),
    index('companies_parent_id_idx').on(table.parentId),
    check(
      'companies_threshold_not_negative',
      sql`${table.approvalThresholdMinor} is null or ${table.approvalThresholdMinor} >= 0`,
    ),
  ],
);

/** One question of a company's assessment: a 1-5 rating (in halves) or a free text answer. */
export interface AssessmentQuestion {
  id: string;
  text: string;
  kind: 'rating' | 'text';
}

/** Staff of a company: userRole 1 = Admin (SME admin for SMEs), 2 = Manager. */
export const companyMembers = pgTable(
  'company_members',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userRole: integer('user_role').notNull().default(2),
    department: text('department'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.userId] }),
    index('company_members_user_id_idx').on(table.userId),
  ],
);

export const trainerStatuses = ['approved', 'joined'] as const;

/**
 * Training providers a company works with. The company approves an e-mail address first; the
 * provider then joins through the company's link, which fills userId and joinedAt.
 */
export const companyTrainers = pgTable(
  'company_trainers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status', { enum: trainerStatuses }).notNull().default('approved'),
    approvedAt: timestamp('approved_at', { withTimezone: true }).notNull().defaultNow(),
    joinedAt: timestamp('joined_at', { withTimezone: true }),
    // The company's own note on the trainer, seen by its staff only.
    note: text('note'),
  },
  (table) => [
    uniqueIndex('company_trainers_company_email_key').on(
      table.companyId,
      sql`lower(${table.email})`,
    ),
    index('company_trainers_user_id_idx').on(table.userId),
  ],
);

/**
 * People of a company who attend trainings but need not sign in (name, e-mail, department). A
 * person who has an account is linked to it; a member's own row is made when they are named.
 */
export const companyPeople = pgTable(
  'company_people',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email'),
    department: text('department'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (table) => [
    index('company_people_company_idx').on(table.companyId, table.name),
    uniqueIndex('company_people_company_email_key')
      .on(table.companyId, sql`lower(${table.email})`)
      .where(sql`${table.email} is not null`),
  ],
);

/**
 * An admin's invitation to join the company's staff: e-mailed as a link that works once, for a
 * new or an existing account, until it expires. The token is stored as its sha-256.
 */
export const companyInvitations = pgTable(
  'company_invitations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    userRole: integer('user_role').notNull().default(2),
    department: text('department'),
    tokenHash: text('token_hash').notNull(),
    invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedBy: integer('accepted_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('company_invitations_token_key').on(table.tokenHash),
    // One pending invitation per address per company: inviting again replaces it.
    uniqueIndex('company_invitations_pending_key')
      .on(table.companyId, sql`lower(${table.email})`)
      .where(sql`${table.acceptedAt} is null`),
  ],
);

/**
 * A location's yearly training budget, for the whole location (department '') or one department.
 * Committed (approved bookings) and spent (completed ones) are read from the bookings.
 */
export const companyBudgets = pgTable(
  'company_budgets',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    year: integer('year').notNull(),
    department: text('department').notNull().default(''),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull().default('EUR'),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('company_budgets_key').on(table.companyId, table.year, table.department),
    check('company_budgets_amount_not_negative', sql`${table.amountMinor} >= 0`),
  ],
);

/**
 * A member's private iCalendar feed of their company's schedule. The address carries an HMAC of
 * (user, company, version) under the server's secret, so nothing secret is stored; rotating bumps
 * the version and the old address stops working.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.companyId] })],
);

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    plan: text('plan').notNull().default('trial'),
    endDate: timestamp('end_date', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('subscriptions_company_id_idx').on(table.companyId)],
);

/** A company admin's request for a plan (requestplan), for the operators to act on. */
export const planRequests = pgTable(
  'plan_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    requestedBy: integer('requested_by').references(() => users.id, { onDelete: 'set null' }),
    plan: text('plan').notNull(),
    message: text('message'),
    state: text('state', { enum: planRequestStates }).notNull().default('open'),
    // The platform's invoice for it (the operator console), once issued.
    invoiceId: integer('invoice_id').references((): AnyPgColumn => invoices.id, {
      onDelete: 'set null',
    }),
    // When an operator set the subscription it asked for (state done).
    doneAt: timestamp('done_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // One open request per company and plan: asking twice answers plan_already_requested.
    uniqueIndex('plan_requests_open_key')
      .on(table.companyId, table.plan)
      .where(sql`${table.state} = 'open'`),
  ],
);

/**
 * A person's request to join a company that already holds the VAT id they gave (createcompany
 * answered company_exists): pending until one of its admins accepts (the person becomes a manager)
 * or declines it.
 */
export const joinRequestStates = ['pending', 'accepted', 'declined'] as const;
export const companyJoinRequests = pgTable(
  'company_join_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    message: text('message'),
    state: text('state', { enum: joinRequestStates }).notNull().default('pending'),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // One pending request per person and company: asking again answers the one there is.
    uniqueIndex('company_join_requests_pending_key')
      .on(table.companyId, table.userId)
      .where(sql`${table.state} = 'pending'`),
  ],
);

/** One row per reset e-mail; the token is stored as its sha-256 and works once within an hour. */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('password_resets_user_id_idx').on(table.userId)],
);

/**
 * A one-time link that proves the user owns `email`: their address at sign-up, or the new one
 * they asked to change to (which replaces the old only once verified). The token is stored
 * hashed; `companyId` is the company an invitation registered them for, joined on verification.
 */
export const emailVerifications = pgTable(
  'email_verifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull(),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('email_verifications_user_id_idx').on(table.userId)],
);

/**
 * The security log (issue 15): what happened to an account or to who works in a company, by
 * whom, from where. `userId` is the account it concerns, `actorId` who did it (themselves, or a
 * company admin), `companyId` the company of a role change. Kept for a year (a daily job).
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind', { enum: auditKinds }).notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    ip: text('ip'),
    userAgent: text('user_agent'),
    detail: jsonb('detail').$type<Record<string, string>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('audit_events_user_idx').on(table.userId, table.id),
    index('audit_events_company_idx').on(table.companyId, table.id),
    index('audit_events_created_at_idx').on(table.createdAt),
  ],
);

/**
 * A copy of a user's data (issue 15, GDPR articles 15 and 20): a ZIP prepared by a job in the
 * data folder, then downloadable once through the e-mailed link, whose token is stored hashed.
 * `state` follows dataExportMachine (packages/contracts/src/states.ts).
 */
export const dataExports = pgTable(
  'data_exports',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    state: text('state', { enum: dataExportStates }).notNull().default('preparing'),
    tokenHash: text('token_hash'),
    bytes: integer('bytes'),
    readyAt: timestamp('ready_at', { withTimezone: true }),
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    downloadedAt: timestamp('downloaded_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [index('data_exports_user_idx').on(table.userId, table.id)],
);

/** Ten single-use codes that stand in for the authenticator app; only their sha-256 is kept. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('recovery_codes_user_id_idx').on(table.userId)],
);

/**
 * A sign-in half done: the password was right and the second factor is awaited. The browser
 * holds the token (an httpOnly cookie), the server its hash; five minutes, five tries.
 */
export const twoFactorChallenges = pgTable('two_factor_challenges', {
  id: uuid('id').primaryKey().defaultRandom(),
  tokenHash: text('token_hash').notNull().unique(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  isPersistent: boolean('is_persistent').notNull(),
  // How the first factor was given: 'password' or the social provider's name.
  method: text('method').notNull().default('password'),
  attempts: integer('attempts').notNull().default(0),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** Failed logins of the last minutes, by login name and by address: they decide the captcha. */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    loginName: text('login_name').notNull(),
    address: text('address').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('login_failures_name_idx').on(table.loginName, table.createdAt),
    index('login_failures_address_idx').on(table.address, table.createdAt),
  ],
);

/** Solved captcha challenges, kept until they expire so that none is accepted twice. */
export const captchaSolutions = pgTable('captcha_solutions', {
  signature: text('signature').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/**
 * What readers sent through the site pages' forms (contact, support, abuse, IPR, GDPR): kept 24
 * months (the privacy policy), e-mailed to the operators. `reference` is what the sender is shown.
 */
export const siteReports = pgTable(
  'site_reports',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    reference: text('reference').notNull().unique(),
    kind: text('kind', { enum: reportKinds }).notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    link: text('link'),
    language: text('language').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    address: text('address').notNull(),
    // A report of something on the marketplace (reportcontent): what, which one, and why.
    targetKind: text('target_kind', { enum: reportableKinds }),
    targetId: integer('target_id'),
    reason: text('reason', { enum: reportReasons }),
    // The operators' queue (reportMachine): its state and who of the platform's staff has it.
    state: text('state', { enum: reportStates }).notNull().default('new'),
    assigneeId: integer('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('site_reports_address_idx').on(table.address, table.createdAt),
    index('site_reports_target_idx').on(table.targetKind, table.targetId),
    index('site_reports_state_idx').on(table.state, table.createdAt),
  ],
);

/** A report's internal notes and the replies e-mailed to its reporter, oldest first. */
export const siteReportEntries = pgTable(
  'site_report_entries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    reportId: integer('report_id')
      .notNull()
      .references(() => siteReports.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['note', 'reply'] }).notNull(),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('site_report_entries_report_idx').on(table.reportId, table.id)],
);

export const socialProviders = ['facebook', 'google', 'twitter', 'live'] as const;

/** An account at a social provider linked to one of ours. */
export const socialIdentities = pgTable(
  'social_identities',
  {
    provider: text('provider', { enum: socialProviders }).notNull(),
    subject: text('subject').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.provider, table.subject] }),
    index('social_identities_user_id_idx').on(table.userId),
  ],
);

// ---------------------------------------------------------------------------------------------
// Catalogue: topics, events, requirements, reviews and favourites.
// Categories, delivery modes and states are fixed lists of the contract (catalogue.ts).

export const publicationStates = ['draft', 'published', 'hidden'] as const;
export const deliveryModes = ['in_person', 'online', 'blended'] as const;
export const requirementStates = ['open', 'closed', 'hidden'] as const;

/** A topic or event image: WebP variants written by lib/images.ts. */
export interface StoredCatalogueImage {
  large: string;
  card: string;
  thumb: string;
}

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * Full-text document of a record: the title weighs most. The 'simple' configuration (no stemming,
 * no stop words) because the texts are in several languages and it exists on PGlite and PostgreSQL.
 */
const searchDocument = (title: SQL, rest: SQL) =>
  sql`setweight(to_tsvector('simple', coalesce(${title}, '')), 'A') || setweight(to_tsvector('simple', ${rest}), 'B')`;

export const topics = pgTable(
  'topics',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // The readable, unique and stable part of /topic/{url}.
    url: text('url').notNull(),
    title: text('title').notNull(),
    category: text('category').notNull(),
    // Sanitised HTML (server-side, on every write).
    description: text('description').notNull().default(''),
    outcomes: jsonb('outcomes').$type<string[]>().notNull().default([]),
    audience: text('audience'),
    durationHours: integer('duration_hours'),
    delivery: text('delivery', { enum: deliveryModes }).notNull().default('in_person'),
    languages: jsonb('languages').$type<string[]>().notNull().default([]),
    location: text('location'),
    // Integer minor units of `currency` (cents for EUR).
    priceMinor: integer('price_minor').notNull().default(0),
    currency: text('currency').notNull().default('EUR'),
    images: jsonb('images').$type<StoredCatalogueImage[]>().notNull().default([]),
    status: text('status', { enum: publicationStates }).notNull().default('draft'),
    // Kept by the triggers on reviews (migration 0037): average of 1..5 and how many reviews.
    ratingAverage: real('rating_average').notNull().default(0),
    reviewCount: integer('review_count').notNull().default(0),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    searchVector: tsvector('search_vector').generatedAlwaysAs((): SQL =>
      searchDocument(
        sql`${topics.title}`,
        sql`regexp_replace(coalesce(${topics.description}, ''), '<[^>]*>', ' ', 'g') || ' ' || coalesce(${topics.audience}, '') || ' ' || coalesce(${topics.location}, '')`,
      ),
    ),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('topics_url_lower_key').on(sql`lower(${table.url})`),
    index('topics_user_id_idx').on(table.userId),
    index('topics_status_category_idx').on(table.status, table.category),
    index('topics_title_trgm_idx').using('gin', sql`${table.title} gin_trgm_ops`),
    index('topics_search_idx').using('gin', table.searchVector),
  ],
);

/**
 * The distinct words (lexemes) of all topics' search text, with how many topics hold each one and
 * how many hold it in the title. Kept by statement triggers on topics (migration 0019); the header
 * suggestions look typed words up here before they touch topics (decision 021). No user id: a word
 * goes when the last topic holding it does, erasure included.
 */
export const topicWords = pgTable(
  'topic_words',
  {
    word: text('word').primaryKey(),
    topicCount: integer('topic_count').notNull().default(0),
    titleCount: integer('title_count').notNull().default(0),
  },
  // Written straight, without GIN's pending list: a list of unmerged words is read by every
  // lookup until a vacuum merges it.
  (table) => [
    index('topic_words_word_trgm_idx')
      .using('gin', sql`${table.word} gin_trgm_ops`)
      .with({ fastupdate: false }),
  ],
);

export const events = pgTable(
  'events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    topicId: integer('topic_id').references(() => topics.id, { onDelete: 'set null' }),
    url: text('url').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    // IANA zone the organiser set the times in (Europe/Rome); shown beside the viewer's own.
    timeZone: text('time_zone').notNull().default('Europe/Rome'),
    delivery: text('delivery', { enum: deliveryModes }).notNull().default('in_person'),
    location: text('location'),
    onlineUrl: text('online_url'),
    capacity: integer('capacity'),
    // Seats booked (not waitlisted), kept by the seat bookings in the same statement that books:
    // the check constraint below is what makes overselling impossible.
    seatsTaken: integer('seats_taken').notNull().default(0),
    // With a minimum, the event is confirmed or cancelled at its go/no-go time (event_run machine).
    minAttendees: integer('min_attendees'),
    goNoGoAt: timestamp('go_no_go_at', { withTimezone: true }),
    runState: text('run_state', { enum: ['scheduled', 'confirmed', 'cancelled'] })
      .notNull()
      .default('scheduled'),
    priceMinor: integer('price_minor').notNull().default(0),
    currency: text('currency').notNull().default('EUR'),
    language: text('language'),
    images: jsonb('images').$type<StoredCatalogueImage[]>().notNull().default([]),
    status: text('status', { enum: publicationStates }).notNull().default('draft'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    searchVector: tsvector('search_vector').generatedAlwaysAs((): SQL =>
      searchDocument(
        sql`${events.title}`,
        sql`coalesce(${events.description}, '') || ' ' || coalesce(${events.location}, '')`,
      ),
    ),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('events_url_lower_key').on(sql`lower(${table.url})`),
    index('events_user_id_idx').on(table.userId),
    index('events_status_starts_idx').on(table.status, table.startsAt),
    index('events_topic_id_idx').on(table.topicId),
    index('events_title_trgm_idx').using('gin', sql`${table.title} gin_trgm_ops`),
    index('events_search_idx').using('gin', table.searchVector),
    check(
      'events_seats_within_capacity',
      sql`${table.seatsTaken} >= 0 and (${table.capacity} is null or ${table.seatsTaken} <= ${table.capacity})`,
    ),
  ],
);

export const requirements = pgTable(
  'requirements',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    title: text('title').notNull(),
    // Plain text; line breaks are kept when shown.
    description: text('description').notNull().default(''),
    category: text('category').notNull(),
    participants: integer('participants'),
    preferredStart: date('preferred_start', { mode: 'string' }),
    preferredEnd: date('preferred_end', { mode: 'string' }),
    delivery: text('delivery', { enum: deliveryModes }),
    location: text('location'),
    language: text('language'),
    budgetMinMinor: integer('budget_min_minor'),
    budgetMaxMinor: integer('budget_max_minor'),
    currency: text('currency').notNull().default('EUR'),
    deadline: date('deadline', { mode: 'string' }),
    status: text('status', { enum: requirementStates }).notNull().default('open'),
    // The seeker chose to list it on their public profile.
    showOnProfile: boolean('show_on_profile').notNull().default(true),
    searchVector: tsvector('search_vector').generatedAlwaysAs((): SQL =>
      searchDocument(
        sql`${requirements.title}`,
        sql`coalesce(${requirements.description}, '') || ' ' || coalesce(${requirements.location}, '')`,
      ),
    ),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('requirements_url_lower_key').on(sql`lower(${table.url})`),
    index('requirements_user_id_idx').on(table.userId),
    index('requirements_status_created_idx').on(table.status, table.createdAt),
    index('requirements_title_trgm_idx').using('gin', sql`${table.title} gin_trgm_ops`),
    index('requirements_search_idx').using('gin', table.searchVector),
  ],
);

/** One review per person and topic; `rating` is in halves (2..10 stands for 1..5 stars). */
export const quotePricings = ['per_participant', 'flat'] as const;

// A provider's sealed answer to a requirement (docs/product.md, "Quotes"); state by the quote machine.
export const quotes = pgTable(
  'quotes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    requirementId: integer('requirement_id')
      .notNull()
      .references(() => requirements.id, { onDelete: 'cascade' }),
    providerId: integer('provider_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    state: text('state').notNull().default('submitted'),
    pricing: text('pricing', { enum: quotePricings }).notNull(),
    // Per participant or for the whole training, as `pricing` says; net of VAT, minor units.
    priceMinor: integer('price_minor').notNull(),
    vatRateBasisPoints: integer('vat_rate_basis_points').notNull(),
    currency: text('currency').notNull().default('EUR'),
    proposedDates: jsonb('proposed_dates').$type<string[]>().notNull(),
    delivery: text('delivery', { enum: deliveryModes }).notNull(),
    location: text('location'),
    validUntil: date('valid_until', { mode: 'string' }).notNull(),
    coverLetter: text('cover_letter').notNull().default(''),
    ...timestamps,
  },
  (table) => [
    index('quotes_requirement_idx').on(table.requirementId, table.id),
    index('quotes_provider_idx').on(table.providerId, table.id),
    index('quotes_state_valid_idx').on(table.state, table.validUntil),
    // One active quote per provider per requirement (a withdrawn or expired one may be replaced).
    uniqueIndex('quotes_one_active_key')
      .on(table.requirementId, table.providerId)
      .where(sql`${table.state} in ('submitted', 'shortlisted', 'accepted')`),
    check('quotes_price_nonnegative', sql`${table.priceMinor} >= 0`),
  ],
);

export const reviews = pgTable(
  'reviews',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    // The topic reviewed (null for a training booked through a quote, which has none).
    topicId: integer('topic_id').references(() => topics.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // The provider of the training reviewed: their rating counts it, whatever was booked.
    providerId: integer('provider_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // The booking that makes the review verified; only verified reviews count in ratings.
    bookingId: integer('booking_id').references(() => bookings.id, { onDelete: 'cascade' }),
    ratingHalves: integer('rating_halves').notNull(),
    comment: text('comment'),
    // The provider's one reply.
    reply: text('reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    // reviewVisibilityMachine: a hidden review is shown to its author and the staff only and
    // counts in no rating (the rating triggers skip it, migration 0031).
    state: text('state', { enum: ['visible', 'hidden'] })
      .notNull()
      .default('visible'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('reviews_booking_user_key').on(table.bookingId, table.userId),
    index('reviews_topic_idx').on(table.topicId, table.createdAt),
    index('reviews_user_id_idx').on(table.userId),
    index('reviews_provider_idx').on(table.providerId, table.createdAt),
    check('reviews_rating_halves_range', sql`${table.ratingHalves} between 2 and 10`),
  ],
);

export const favourites = pgTable(
  'favourites',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    topicId: integer('topic_id')
      .notNull()
      .references(() => topics.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.topicId] }),
    index('favourites_user_created_idx').on(table.userId, table.createdAt),
    index('favourites_topic_id_idx').on(table.topicId),
  ],
);

// ---------------------------------------------------------------------------------------------
// Named states (packages/contracts/src/states.ts): every transition a record went through.

/**
 * One row per fired transition of any state machine: which machine and record, the transition,
 * the states before and after, who fired it (null for the system, or a since-erased user) and why.
 */
export const stateTransitions = pgTable(
  'state_transitions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    machine: text('machine').notNull(),
    recordId: integer('record_id').notNull(),
    transition: text('transition').notNull(),
    fromState: text('from_state').notNull(),
    toState: text('to_state').notNull(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('state_transitions_record_idx').on(table.machine, table.recordId, table.id),
    index('state_transitions_machine_created_idx').on(table.machine, table.createdAt),
  ],
);

// ---------------------------------------------------------------------------------------------
// Messages and notifications (docs/decisions/012-events-jobs-messages.md).

/**
 * A conversation between two users, stored once for the pair (`userLow` < `userHigh`). It keeps
 * what it was last about (the page a "Send a message" button was pressed on) and its last message,
 * so the inbox is one indexed read.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userLow: integer('user_low')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userHigh: integer('user_high')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subjectKind: text('subject_kind', { enum: ['topic', 'event', 'requirement', 'quote'] }),
    subjectId: integer('subject_id'),
    lastMessageId: integer('last_message_id'),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('conversations_pair_key').on(table.userLow, table.userHigh),
    index('conversations_low_last_idx').on(table.userLow, table.lastMessageAt),
    index('conversations_high_last_idx').on(table.userHigh, table.lastMessageAt),
    check('conversations_pair_order', sql`${table.userLow} < ${table.userHigh}`),
  ],
);

/**
 * One participant's side of a conversation: how far they have read (unread = the other side's
 * messages with a larger id) and when they were last e-mailed about it (at most once an hour).
 */
export const conversationMembers = pgTable(
  'conversation_members',
  {
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    otherUserId: integer('other_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastReadMessageId: integer('last_read_message_id').notNull().default(0),
    lastEmailedAt: timestamp('last_emailed_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.conversationId] }),
    uniqueIndex('conversation_members_pair_key').on(table.userId, table.otherUserId),
  ],
);

export const messages = pgTable(
  'messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderId: integer('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    recipientId: integer('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('messages_conversation_id_idx').on(table.conversationId, table.id),
    index('messages_recipient_id_idx').on(table.recipientId, table.id),
    check('messages_body_length', sql`char_length(${table.body}) between 1 and 5000`),
  ],
);

/** `blockerId` receives no more messages from `blockedId`. */
export const userBlocks = pgTable(
  'user_blocks',
  {
    blockerId: integer('blocker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedId: integer('blocked_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.blockerId, table.blockedId] })],
);

/**
 * An in-app notification: its kind and parameters (the text is written in the reader's language
 * when read, packages/contracts/src/notifications.ts), a language-neutral link, and read state.
 * `dedupeKey` makes storing one idempotent: a handler that runs twice stores it once.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    params: jsonb('params').$type<Record<string, string>>().notNull().default({}),
    link: text('link').notNull(),
    dedupeKey: text('dedupe_key').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    // When its e-mail was dealt with: sent in a digest, or not wanted by the user then.
    emailHandledAt: timestamp('email_handled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('notifications_dedupe_key').on(table.dedupeKey),
    index('notifications_user_id_idx').on(table.userId, table.id),
    index('notifications_unread_idx')
      .on(table.userId)
      .where(sql`${table.readAt} is null`),
    // What the e-mail sweep looks for: unread, not dealt with yet, oldest first.
    index('notifications_email_pending_idx')
      .on(table.createdAt)
      .where(sql`${table.readAt} is null and ${table.emailHandledAt} is null`),
  ],
);

// ---------------------------------------------------------------------------------------------
// Bookings (docs/decisions/013-bookings.md): topic requests and event seats, one table.

export const bookingKinds = ['topic', 'event'] as const;

/**
 * A booking of a topic (a request with proposed dates) or of seats at an event. Its state follows
 * topicBookingMachine or seatBookingMachine (packages/contracts/src/states.ts); the price is a
 * snapshot in minor units taken when it was made. Its period runs from its first session's
 * start to its last one's end (bookingSessions).
 */
export const bookings = pgTable(
  'bookings',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind', { enum: bookingKinds }).notNull(),
    state: text('state').notNull(),
    topicId: integer('topic_id').references(() => topics.id, { onDelete: 'set null' }),
    eventId: integer('event_id').references(() => events.id, { onDelete: 'set null' }),
    // A topic-kind booking made by accepting a quote on a requirement (no topic then).
    quoteId: integer('quote_id').references(() => quotes.id, { onDelete: 'set null' }),
    // What was booked, as it was then (the listing may change or go).
    title: text('title').notNull(),
    listingUrl: text('listing_url').notNull(),
    buyerId: integer('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    providerId: integer('provider_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // A company user booking for the company: its staff see and manage the booking.
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'set null' }),
    // The department of the company the booking is charged to (its budget); null: the location's.
    department: text('department'),
    // Why it waits for fee approval (threshold, outsideList), stored when it starts waiting: the
    // approval list shows these, not the company's rules of today. Empty for any other booking.
    approvalReasons: jsonb('approval_reasons').$type<ApprovalReason[]>().notNull().default([]),
    participants: integer('participants').notNull(),
    proposedDates: jsonb('proposed_dates').$type<string[]>().notNull().default([]),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    // A topic's hours as they were at the request (its days on acceptance follow from them).
    durationHours: integer('duration_hours'),
    delivery: text('delivery', { enum: deliveryModes }),
    location: text('location'),
    message: text('message'),
    unitPriceMinor: integer('unit_price_minor').notNull(),
    // Units the net price is for: the participants (per-participant price) or 1 (a flat quote).
    quantity: integer('quantity').notNull(),
    netMinor: integer('net_minor').notNull(),
    vatRateBasisPoints: integer('vat_rate_basis_points').notNull(),
    vatMinor: integer('vat_minor').notNull(),
    grossMinor: integer('gross_minor').notNull(),
    currency: text('currency').notNull().default('EUR'),
    // An unanswered request expires then; an offered seat lapses then.
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    index('bookings_buyer_idx').on(table.buyerId, table.id),
    index('bookings_provider_idx').on(table.providerId, table.id),
    index('bookings_company_idx').on(table.companyId, table.id),
    // The company dashboard: awaiting approvals counted, upcoming trainings in date order.
    index('bookings_company_state_starts_idx').on(table.companyId, table.state, table.startsAt),
    // The company dashboard's recent activity: the company's most recently changed bookings.
    index('bookings_company_updated_idx').on(table.companyId, table.updatedAt, table.id),
    index('bookings_event_state_idx').on(table.eventId, table.state, table.id),
    index('bookings_state_expires_idx').on(table.state, table.expiresAt),
    // The operators' figures: bookings made in a period, by state, with their value.
    index('bookings_created_idx').on(table.createdAt, table.state, table.grossMinor),
    uniqueIndex('bookings_quote_key').on(table.quoteId),
    // One open seat booking per person per event (already_booked), also under a burst.
    uniqueIndex('bookings_one_open_seat_key')
      .on(table.eventId, table.buyerId)
      .where(sql`${table.state} in ('booked', 'waitlisted', 'offered')`),
    check('bookings_participants_positive', sql`${table.participants} > 0`),
    check(
      'bookings_money_consistent',
      sql`${table.grossMinor} = ${table.netMinor} + ${table.vatMinor}`,
    ),
    check(
      'bookings_net_is_units',
      sql`${table.quantity} > 0 and ${table.netMinor} = ${table.unitPriceMinor} * ${table.quantity}`,
    ),
    check(
      'bookings_listing',
      sql`(${table.kind} = 'topic' and ${table.eventId} is null) or (${table.kind} = 'event' and ${table.topicId} is null)`,
    ),
    check(
      'bookings_period',
      sql`${table.startsAt} is null or ${table.endsAt} is null or ${table.endsAt} > ${table.startsAt}`,
    ),
  ],
);

/**
 * The days (with their hours) a topic booking holds once accepted: proposed, then confirmed or
 * changed by the provider. While the booking is accepted its sessions hold the provider's time
 * (`holds`, set by the booking's transitions): two held sessions of one provider never overlap,
 * an exclusion constraint (btree_gist) added by hand in migration 0035. The days between them
 * stay free. A booking without rows (an event's seats) has its period as its one session.
 */
export const bookingSessions = pgTable(
  'booking_sessions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    // Its place among the booking's sessions, from 0 in time order.
    position: integer('position').notNull(),
    providerId: integer('provider_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    holds: boolean('holds').notNull().default(false),
  },
  (table) => [
    uniqueIndex('booking_sessions_position_key').on(table.bookingId, table.position),
    check('booking_sessions_period', sql`${table.endsAt} > ${table.startsAt}`),
  ],
);

/** The people a booking is for (no account needed), and their attendance once recorded. */
export const bookingParticipants = pgTable(
  'booking_participants',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    attendance: text('attendance', { enum: ['attended', 'no_show'] }),
    // For a company booking: the person of the company this is, and their certificate's expiry.
    companyPersonId: integer('company_person_id').references(() => companyPeople.id, {
      onDelete: 'set null',
    }),
    certificateExpiresOn: date('certificate_expires_on'),
    certificateRemindedAt: timestamp('certificate_reminded_at', { withTimezone: true }),
    // When the provider's thank-you was e-mailed to this person (named, without an account): once.
    thankedAt: timestamp('thanked_at', { withTimezone: true }),
  },
  (table) => [
    index('booking_participants_booking_idx').on(table.bookingId),
    index('booking_participants_person_idx').on(table.companyPersonId),
  ],
);

/**
 * Who came to which session of a training (position as in bookingSessions; an event's one session
 * is 0). A participant's `attendance` sums it up: attended when present at any session, no_show
 * when recorded absent at every session recorded; both are written together.
 */
export const sessionAttendance = pgTable(
  'session_attendance',
  {
    participantId: integer('participant_id')
      .notNull()
      .references(() => bookingParticipants.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    attendance: text('attendance', { enum: ['attended', 'no_show'] }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.participantId, table.position] })],
);

/**
 * The provider's thank-you after a training, with links to its materials: once per event (all its
 * seats) or once per topic booking; the unique indexes keep it once under two presses.
 */
export const trainingThanks = pgTable(
  'training_thanks',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    providerId: integer('provider_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    eventId: integer('event_id').references(() => events.id, { onDelete: 'cascade' }),
    bookingId: integer('booking_id').references(() => bookings.id, { onDelete: 'cascade' }),
    message: text('message').notNull(),
    materials: jsonb('materials').$type<Array<{ title: string; url: string }>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('training_thanks_event_key').on(table.eventId),
    uniqueIndex('training_thanks_booking_key').on(table.bookingId),
    check(
      'training_thanks_one_target',
      sql`(${table.eventId} is null) <> (${table.bookingId} is null)`,
    ),
  ],
);

/**
 * A training assessment: after a company's training, each attendee (by an e-mailed link, no
 * account needed) and the company's managers rate it and answer the company's questionnaire.
 * The link's token is stored as its sha-256 and works until the answer is in or it expires.
 */
export const trainingAssessments = pgTable(
  'training_assessments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    respondent: text('respondent', { enum: ['attendee', 'manager'] }).notNull(),
    participantId: integer('participant_id').references(() => bookingParticipants.id, {
      onDelete: 'cascade',
    }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    tokenHash: text('token_hash'),
    // The questions as they were asked, and the answers by question id.
    questions: jsonb('questions').$type<AssessmentQuestion[]>().notNull().default([]),
    answers: jsonb('answers').$type<Record<string, string | number>>().notNull().default({}),
    ratingHalves: integer('rating_halves'),
    comment: text('comment'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('training_assessments_company_idx').on(table.companyId, table.bookingId),
    uniqueIndex('training_assessments_token_key').on(table.tokenHash),
    uniqueIndex('training_assessments_participant_key')
      .on(table.bookingId, table.participantId)
      .where(sql`${table.participantId} is not null`),
    uniqueIndex('training_assessments_manager_key')
      .on(table.bookingId, table.userId)
      .where(sql`${table.respondent} = 'manager'`),
    check(
      'training_assessments_rating_range',
      sql`${table.ratingHalves} is null or ${table.ratingHalves} between 2 and 10`,
    ),
  ],
);

// Money (docs/product.md, "Money"; decisions.md, "Companies, procurement and money"). Amounts are
// integer minor units; documents keep snapshots of their parties and lines, so a later change of
// a profile never alters an issued document.

/** Listed here as in packages/contracts/src/money.ts (drizzle-kit reads this file on its own). */
export const vatRegimes = ['standard', 'exempt_training', 'flat_rate', 'reverse_charge'] as const;

/**
 * The billing details of a party that buys or sells: a user (a provider, or a person who buys on
 * their own) or a company profile (each location its own). Required before the first purchase
 * order or invoice; documents copy them as a snapshot.
 */
export const billingDetails = pgTable(
  'billing_details',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    legalName: text('legal_name').notNull(),
    street: text('street').notNull(),
    postalCode: text('postal_code').notNull(),
    city: text('city').notNull(),
    province: text('province'),
    country: text('country').notNull(),
    vatId: text('vat_id'),
    taxCode: text('tax_code'),
    sdiCode: text('sdi_code'),
    pec: text('pec'),
    // Where invoices are e-mailed (null: the account's address).
    email: text('email'),
    // A provider's bank account for transfers, and their VAT regime.
    iban: text('iban'),
    vatRegime: text('vat_regime', { enum: vatRegimes }).notNull().default('standard'),
    // An Italian provider without VAT charges the invoice's 2 € stamp duty to the buyer (a line of
    // the invoice) or bears it (contracts/money.ts, stampDuty).
    stampDutyCharged: boolean('stamp_duty_charged').notNull().default(true),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('billing_details_user_key').on(table.userId),
    uniqueIndex('billing_details_company_key').on(table.companyId),
    check(
      'billing_details_one_owner',
      sql`(${table.userId} is null) <> (${table.companyId} is null)`,
    ),
  ],
);

const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  // node-postgres reads a Buffer, PGlite a Uint8Array: one type for the code above.
  fromDriver: (value) => Buffer.from(value),
});

/**
 * The logo a purchase order or invoice was issued with, as the PNG its PDF draws: copied when the
 * document is issued, so a new profile image (and the old file's deletion) never alters an issued
 * document. Keyed by the PNG's SHA-256, so a year of one seller's invoices shares one row; never
 * deleted (documents refer to it).
 */
export const documentLogos = pgTable('document_logos', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  sha256: text('sha256').notNull().unique('document_logos_sha256_key'),
  png: bytea('png').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const documentSeries = ['purchase_order', 'invoice', 'credit_note'] as const;

/**
 * The last number of each series per issuer per year. A document takes its number by updating
 * this row in its own transaction (insert ... on conflict do update ... returning): the row lock
 * orders concurrent issuers, and a rollback gives the number back, so numbers never skip or repeat
 * (a sequence would leave gaps). The issuer is a company (orders) or a provider user (invoices).
 */
export const documentCounters = pgTable(
  'document_counters',
  {
    // The platform's own series (its plans' invoices) has issuer_id 0.
    issuerKind: text('issuer_kind', { enum: ['company', 'provider', 'platform'] }).notNull(),
    issuerId: integer('issuer_id').notNull(),
    series: text('series', { enum: documentSeries }).notNull(),
    year: integer('year').notNull(),
    lastNumber: integer('last_number').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.issuerKind, table.issuerId, table.series, table.year] }),
    check('document_counters_positive', sql`${table.lastNumber} > 0`),
  ],
);

/**
 * A purchase order: issued by a company (location) for an approved booking, addressed to the
 * booking's provider; its state follows purchaseOrderMachine (packages/contracts/src/states.ts).
 */
export const purchaseOrders = pgTable(
  'purchase_orders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    providerId: integer('provider_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    bookingId: integer('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    issuedBy: integer('issued_by').references(() => users.id, { onDelete: 'set null' }),
    year: integer('year').notNull(),
    sequence: integer('sequence').notNull(),
    number: text('number').notNull(),
    state: text('state').notNull().default('issued'),
    issueDate: date('issue_date').notNull(),
    buyer: jsonb('buyer').$type<BillingParty>().notNull(),
    provider: jsonb('provider').$type<BillingParty>().notNull(),
    lines: jsonb('lines').$type<DocumentLine[]>().notNull(),
    netMinor: integer('net_minor').notNull(),
    vatMinor: integer('vat_minor').notNull(),
    grossMinor: integer('gross_minor').notNull(),
    currency: text('currency').notNull().default('EUR'),
    // For the spending report: what it is charged to, and what it buys.
    department: text('department'),
    category: text('category'),
    // The buyer's own reference or note, printed on the order.
    reference: text('reference'),
    language: text('language').notNull().default('it'),
    // The buying company's logo as it was when the order was issued (null: none).
    logoId: integer('logo_id').references(() => documentLogos.id, { onDelete: 'restrict' }),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('purchase_orders_number_key').on(table.companyId, table.year, table.sequence),
    // One live order per booking.
    uniqueIndex('purchase_orders_booking_key')
      .on(table.bookingId)
      .where(sql`${table.state} <> 'cancelled'`),
    index('purchase_orders_company_idx').on(table.companyId, table.issueDate, table.id),
    index('purchase_orders_provider_idx').on(table.providerId, table.id),
    check(
      'purchase_orders_money_consistent',
      sql`${table.grossMinor} = ${table.netMinor} + ${table.vatMinor}`,
    ),
  ],
);

export const invoiceKinds = ['invoice', 'credit_note'] as const;

/**
 * An invoice or credit note, issued by a provider to a booking's buyer (and its company), or by
 * the platform itself (no provider: a plan's invoice to a company, numbered in the platform's own
 * series). Its state follows invoiceMachine; everything else never changes once issued (a trigger
 * refuses it, migration 0013). Amounts are positive on both kinds; the kind says which way they go.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind', { enum: invoiceKinds }).notNull(),
    // Null: the platform issued it (a plan's invoice).
    providerId: integer('provider_id').references(() => users.id, { onDelete: 'restrict' }),
    buyerId: integer('buyer_id').references(() => users.id, { onDelete: 'set null' }),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'set null' }),
    bookingId: integer('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    purchaseOrderId: integer('purchase_order_id').references(() => purchaseOrders.id, {
      onDelete: 'set null',
    }),
    // A credit note: the invoice it cancels.
    creditedInvoiceId: integer('credited_invoice_id').references((): AnyPgColumn => invoices.id, {
      onDelete: 'restrict',
    }),
    year: integer('year').notNull(),
    sequence: integer('sequence').notNull(),
    number: text('number').notNull(),
    state: text('state').notNull().default('issued'),
    issueDate: date('issue_date').notNull(),
    dueDate: date('due_date'),
    paidOn: date('paid_on'),
    language: text('language').notNull().default('it'),
    seller: jsonb('seller').$type<BillingParty>().notNull(),
    buyer: jsonb('buyer').$type<BillingParty>().notNull(),
    lines: jsonb('lines').$type<DocumentLine[]>().notNull(),
    vatSummary: jsonb('vat_summary').$type<VatSummaryLine[]>().notNull(),
    vatRegime: text('vat_regime', { enum: vatRegimes }).notNull(),
    // The stamp duty the document bears, paid virtually by the seller (0: none is due).
    stampDutyMinor: integer('stamp_duty_minor').notNull().default(0),
    // An invoice issued before its training took place: the training's day (null: after it).
    advanceOf: date('advance_of'),
    iban: text('iban'),
    // The seller's logo as it was when the invoice was issued (null: none).
    logoId: integer('logo_id').references(() => documentLogos.id, { onDelete: 'restrict' }),
    // The purchase order's number as the invoice quotes it (the buyer's reference).
    purchaseOrderNumber: text('purchase_order_number'),
    netMinor: integer('net_minor').notNull(),
    vatMinor: integer('vat_minor').notNull(),
    grossMinor: integer('gross_minor').notNull(),
    currency: text('currency').notNull().default('EUR'),
    // For the reports: what was sold (null for a quote's training), its category, department.
    topicId: integer('topic_id').references(() => topics.id, { onDelete: 'set null' }),
    eventId: integer('event_id').references(() => events.id, { onDelete: 'set null' }),
    category: text('category'),
    department: text('department'),
    // When both sides were last reminded of it being overdue.
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('invoices_number_key').on(table.providerId, table.kind, table.year, table.sequence),
    uniqueIndex('invoices_platform_number_key')
      .on(table.kind, table.year, table.sequence)
      .where(sql`${table.providerId} is null`),
    // One live invoice per booking, and one credit note per invoice.
    uniqueIndex('invoices_booking_key')
      .on(table.bookingId)
      .where(sql`${table.kind} = 'invoice' and ${table.state} <> 'credited'`),
    uniqueIndex('invoices_credited_key').on(table.creditedInvoiceId),
    index('invoices_provider_date_idx').on(table.providerId, table.issueDate, table.id),
    index('invoices_company_date_idx').on(table.companyId, table.issueDate, table.id),
    index('invoices_buyer_idx').on(table.buyerId, table.id),
    index('invoices_state_due_idx').on(table.state, table.dueDate),
    index('invoices_issue_date_idx').on(table.issueDate, table.kind, table.grossMinor),
    check(
      'invoices_money_consistent',
      sql`${table.grossMinor} = ${table.netMinor} + ${table.vatMinor}`,
    ),
    check(
      'invoices_credit_note_target',
      sql`(${table.kind} = 'credit_note') = (${table.creditedInvoiceId} is not null)`,
    ),
  ],
);

/**
 * The operators' figures' rollup of bookings (modules/figures): per day (UTC) and state, how many
 * were made and their gross value, for the days before `figure_rollups.until`; the figures read
 * these days from here and scan only the bookings made since. A job computes it again every 15
 * minutes (a booking's later state change shows from then).
 */
export const bookingDays = pgTable(
  'booking_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    state: text('state').notNull(),
    count: integer('count').notNull(),
    grossMinor: bigint('gross_minor', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.state] })],
);

/** How far each rollup of the figures reaches (its days are those before `until`). */
export const figureRollups = pgTable('figure_rollups', {
  name: text('name').primaryKey(),
  until: date('until', { mode: 'string' }).notNull(),
  computedAt: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The parts of the demo's seed (db/seed.ts) done in this database: a start that finds every part
 * here skips the parts' own checks, and a part added by a later build runs on the next start.
 */
export const demoSeedParts = pgTable('demo_seed_parts', {
  part: text('part').primaryKey(),
  seededAt: timestamp('seeded_at', { withTimezone: true }).notNull().defaultNow(),
});
