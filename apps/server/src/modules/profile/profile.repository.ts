import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/client.ts';
import { companies, users, type StoredProfileImage } from '../../db/schema.ts';

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
    .select({
      ...profileColumns,
      email: users.email,
      phone: users.phone,
      vatRate: users.vatRateBasisPoints,
    })
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

/** The user's profile image, locked until the transaction ends. */
export async function lockProfileImage(tx: Queryable, userId: number) {
  const [row] = await tx
    .select({ image: users.profileImage })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return row?.image ?? null;
}

export async function setProfileImage(
  tx: Queryable,
  userId: number,
  image: StoredProfileImage | null,
): Promise<void> {
  await tx
    .update(users)
    .set({ profileImage: image, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}

/** The company's logo, locked until the transaction ends. */
export async function lockCompanyLogo(tx: Queryable, companyId: number) {
  const [row] = await tx
    .select({ logo: companies.logo })
    .from(companies)
    .where(eq(companies.id, companyId))
    .for('update');
  return row?.logo ?? null;
}

export async function setCompanyLogo(
  tx: Queryable,
  companyId: number,
  logo: StoredProfileImage | null,
): Promise<void> {
  await tx
    .update(companies)
    .set({ logo, updatedAt: sql`now()` })
    .where(eq(companies.id, companyId));
}
