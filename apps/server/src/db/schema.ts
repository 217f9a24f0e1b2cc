import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

export const accountTypes = ['individual', 'company', 'sme'] as const;
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
    accountType: text('account_type', { enum: accountTypes }).notNull().default('individual'),
    serviceType: text('service_type', { enum: serviceTypes }).notNull().default('seeker'),
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
  profileType: text('profile_type', { enum: profileTypes }).notNull().default('individual'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
