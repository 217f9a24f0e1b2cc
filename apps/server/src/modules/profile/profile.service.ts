import type { z } from 'zod';
import type { actions } from '@app/contracts/registry';
import type { Database } from '../../db/client.ts';
import type { StoredProfileImage } from '../../db/schema.ts';
import { profileShownTo } from './profile-visibility.ts';
import { AppError } from '../../lib/app-error.ts';
import type { SessionUser } from '../../plugins/sessions.ts';
import { trialDaysLeft } from '../../shared/memberships.ts';
import {
  findActiveMembership,
  findCurrentSubscription,
} from '../../shared/memberships.repository.ts';
import {
  findActiveProfile,
  findOwnProfile,
  updateProfileFields,
  type ProfilePatch,
  selectDashboardFigures,
} from './profile.repository.ts';

const MAX_PROFILE_ID = 2_147_483_647;

type ProfileInput = z.output<(typeof actions)['updateprofile']['request']>;
type CompletenessItem = z.output<
  (typeof actions)['dashboardsummary']['response']
>['missing'][number];

const imageView = (image: StoredProfileImage | null) =>
  image ? { original: image.original, thumb90: image.thumb90 } : null;

/** What anyone may see of a profile (the public page), from a row of the profile queries. */
/** The columns both profile queries read. */
type ProfileRow = Omit<
  NonNullable<Awaited<ReturnType<typeof findActiveProfile>>>,
  'createdAt' | 'profileState'
>;

const publicFields = (row: ProfileRow) => ({
  userId: row.userId,
  username: row.username,
  firstName: row.firstName,
  lastName: row.lastName,
  headline: row.headline,
  bio: row.bio,
  skills: row.skills,
  languages: row.languages,
  location: row.location,
  website: row.website,
  profileImage: imageView(row.profileImage),
  serviceType: row.serviceType,
});

export async function getOwnProfile(db: Database, userId: number) {
  const row = await findOwnProfile(db, userId);
  if (!row) throw new AppError('auth_required');
  return { ...publicFields(row), email: row.email, phone: row.phone, vatRate: row.vatRate };
}

/** Fields that were not sent stay as they are; sent empty ones are cleared (null or []). */
export async function updateOwnProfile(
  db: Database,
  userId: number,
  input: ProfileInput,
): Promise<void> {
  const patch: ProfilePatch = {};
  if (input.firstName !== undefined) patch.firstName = input.firstName;
  if (input.lastName !== undefined) patch.lastName = input.lastName;
  if (input.headline !== undefined) patch.headline = input.headline;
  if (input.bio !== undefined) patch.bio = input.bio;
  if (input.skills !== undefined) patch.skills = input.skills;
  if (input.languages !== undefined) patch.spokenLanguages = input.languages;
  if (input.location !== undefined) patch.location = input.location;
  if (input.website !== undefined) patch.website = input.website;
  if (Object.keys(patch).length === 0) return;
  await updateProfileFields(db, userId, patch);
}

/**
 * The public view of an active user found by username (any case) or numeric profile id. Never the
 * e-mail address or phone; deactivated and unknown users are both profile_not_found, and so is a
 * profile the staff hid, but to its owner and the staff (`hidden` says it to them).
 */
export async function getPublicProfile(
  db: Database,
  usernameOrId: string,
  viewer: Parameters<typeof profileShownTo>[1],
) {
  const id = /^\d{1,10}$/.test(usernameOrId) ? Number(usernameOrId) : null;
  const row = await findActiveProfile(db, {
    username: usernameOrId,
    id: id !== null && id <= MAX_PROFILE_ID ? id : null,
  });
  if (!row || !profileShownTo(row, viewer)) throw new AppError('profile_not_found');
  return {
    ...publicFields(row),
    memberSince: row.createdAt.toISOString(),
    hidden: row.profileState === 'hidden',
  };
}

/**
 * Profile completeness over seven equally weighted items, and the free-trial days left of the
 * active company for company and SME users (null for others, and for a company with no
 * subscription).
 */
export async function summarizeDashboard(db: Database, user: SessionUser) {
  const profile = await findOwnProfile(db, user.id);
  if (!profile) throw new AppError('auth_required');
  const present: Record<CompletenessItem, boolean> = {
    name: Boolean(profile.firstName && profile.lastName),
    headline: Boolean(profile.headline),
    bio: Boolean(profile.bio),
    skills: profile.skills.length > 0,
    languages: profile.languages.length > 0,
    location: Boolean(profile.location),
    profileImage: profile.profileImage !== null,
  };
  const items = Object.keys(present) as CompletenessItem[];
  const missing = items.filter((item) => !present[item]);
  const profileCompleteness = Math.round(((items.length - missing.length) / items.length) * 100);

  let daysLeft: number | null = null;
  if (user.isCompanyUser || user.isSmeUser) {
    const membership = await findActiveMembership(db, user.id);
    const subscription = membership
      ? await findCurrentSubscription(db, membership.companyId)
      : null;
    daysLeft = subscription ? trialDaysLeft(subscription.endDate) : null;
  }
  const figures = await selectDashboardFigures(db, user.id, user.serviceType === 'provider');
  return { profileCompleteness, missing, trialDaysLeft: daysLeft, ...figures };
}
