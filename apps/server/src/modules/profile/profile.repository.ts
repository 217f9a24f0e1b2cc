import { and, asc, eq, max, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  companies,
  companyMembers,
  subscriptions,
  users,
  type StoredProfileImage,
} from '../../db/schema.ts';

const profileColumns = {
  userId: users.id,
  username: users.username,
  firstName: users.firstName,
  lastName: users.lastName,
  headline: users.headline,
  bio: users.bio,
  skills: users.skills,
  languages: users.spokenLanguages,
  location: users.location,
  website: users.website,
  profileImage: users.profileImage,
  serviceType: users.serviceType,
};

export async function findOwnProfile(db: Database, userId: number) {
  const [row] = await db
    .select({ ...profileColumns, email: users.email, phone: users.phone })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}

/** An active user by username (any case) or by numeric id; email and phone are not read. */
export async function findActiveProfile(
  db: Database,
  key: { username: string; id: number | null },
) {
  const matches: SQL[] = [sql`lower(${users.username}) = ${key.username.toLowerCase()}`];
  if (key.id !== null) matches.push(eq(users.id, key.id));
  const [row] = await db
    .select({ ...profileColumns, createdAt: users.createdAt })
    .from(users)
    .where(and(eq(users.isActive, true), or(...matches)))
    .limit(1);
  return row ?? null;
}

export interface ProfilePatch {
  firstName?: string | null;
  lastName?: string | null;
  headline?: string | null;
  bio?: string | null;
  skills?: string[];
  spokenLanguages?: string[];
  location?: string | null;
  website?: string | null;
}

export async function updateProfileFields(db: Database, userId: number, patch: ProfilePatch) {
  await db
    .update(users)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}

/** Sets (or clears) the profile image and answers the one it replaced, in one transaction. */
export async function replaceProfileImage(
  db: Database,
  userId: number,
  image: StoredProfileImage | null,
): Promise<StoredProfileImage | null> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ profileImage: users.profileImage })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    await tx
      .update(users)
      .set({ profileImage: image, updatedAt: sql`now()` })
      .where(eq(users.id, userId));
    return current?.profileImage ?? null;
  });
}

/** Sets the company logo and answers the one it replaced, in one transaction. */
export async function replaceCompanyLogo(
  db: Database,
  companyId: number,
  logo: StoredProfileImage | null,
): Promise<StoredProfileImage | null> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ logo: companies.logo })
      .from(companies)
      .where(eq(companies.id, companyId))
      .for('update');
    await tx
      .update(companies)
      .set({ logo, updatedAt: sql`now()` })
      .where(eq(companies.id, companyId));
    return current?.logo ?? null;
  });
}

/**
 * The membership the user works in: users.active_company_id while they still belong to it,
 * otherwise their first membership (lowest company id); null for users of no company.
 */
export async function findActiveMembership(db: Database, userId: number) {
  const [row] = await db
    .select({
      companyId: companyMembers.companyId,
      userRole: companyMembers.userRole,
      kind: companies.kind,
    })
    .from(companyMembers)
    .innerJoin(companies, eq(companies.id, companyMembers.companyId))
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(eq(companyMembers.userId, userId))
    .orderBy(
      sql`case when ${companyMembers.companyId} = ${users.activeCompanyId} then 0 else 1 end`,
      asc(companyMembers.companyId),
    )
    .limit(1);
  return row ?? null;
}

export async function findLatestSubscriptionEnd(
  db: Database,
  companyId: number,
): Promise<Date | null> {
  const [row] = await db
    .select({ endDate: max(subscriptions.endDate) })
    .from(subscriptions)
    .where(eq(subscriptions.companyId, companyId));
  return row?.endDate ?? null;
}
