import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
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
    isActive: boolean('is_active').notNull().default(true),
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('users_username_lower_key').on(sql`lower(${table.username})`),
    uniqueIndex('users_email_lower_key').on(sql`lower(${table.email})`),
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
    address: text('address'),
    ...timestamps,
  },
  (table) => [uniqueIndex('companies_slug_lower_key').on(sql`lower(${table.slug})`)],
);

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
  },
  (table) => [
    uniqueIndex('company_trainers_company_email_key').on(
      table.companyId,
      sql`lower(${table.email})`,
    ),
    index('company_trainers_user_id_idx').on(table.userId),
  ],
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
