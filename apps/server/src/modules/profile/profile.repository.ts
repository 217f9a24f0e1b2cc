import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/client.ts';
import { companies, users, type StoredProfileImage } from '../../db/schema.ts';
import { findProviderRating } from '../reviews/index.ts';

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
    .select({ ...profileColumns, createdAt: users.createdAt, profileState: users.profileState })
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

const rowsOf = <Row>(result: unknown) => (result as { rows: Row[] }).rows;

/**
 * The dashboard's figures of one user, in one statement: as one who seeks training, and as one
 * who offers it (asked for providers only). "Upcoming" is a training that starts later than now
 * and is on: an accepted topic booking or a booked seat. Revenue is this year's (in Rome's
 * calendar) invoices net of VAT, credit notes taken off.
 */
export async function selectDashboardFigures(db: Database, userId: number, isProvider: boolean) {
  const upcoming = (side: SQL) => sql`(select count(*)::int from bookings b
      where ${side} = ${userId} and b.starts_at > now()
        and ((b.kind = 'topic' and b.state = 'accepted') or (b.kind = 'event' and b.state = 'booked')))`;
  const [seeking] = rowsOf<{
    openRequirements: number;
    quotesToDecide: number;
    quotesRequirementUrl: string | null;
    upcomingTrainings: number;
    favourites: number;
  }>(
    await db.execute(sql`select
      (select count(*)::int from requirements r where r.user_id = ${userId} and r.status = 'open')
        as "openRequirements",
      (select count(*)::int from quotes q join requirements r on r.id = q.requirement_id
        where r.user_id = ${userId} and r.status = 'open' and q.state in ('submitted', 'shortlisted'))
        as "quotesToDecide",
      (select case when count(distinct r.id) = 1 then min(r.url) end
        from quotes q join requirements r on r.id = q.requirement_id
        where r.user_id = ${userId} and r.status = 'open' and q.state in ('submitted', 'shortlisted'))
        as "quotesRequirementUrl",
      ${upcoming(sql`b.buyer_id`)} as "upcomingTrainings",
      (select count(*)::int from favourites f where f.user_id = ${userId}) as "favourites"`),
  );
  if (!isProvider) return { seeking: seeking!, offering: null };
  const [offering] = rowsOf<{
    publishedTopics: number;
    draftTopics: number;
    upcomingEvents: number;
    upcomingTrainings: number;
    revenueThisYearMinor: string | number;
  }>(
    await db.execute(sql`select
      (select count(*)::int from topics t where t.user_id = ${userId} and t.status = 'published')
        as "publishedTopics",
      (select count(*)::int from topics t where t.user_id = ${userId} and t.status = 'draft')
        as "draftTopics",
      (select count(*)::int from events e
        where e.user_id = ${userId} and e.status = 'published' and e.starts_at > now())
        as "upcomingEvents",
      ${upcoming(sql`b.provider_id`)} as "upcomingTrainings",
      (select coalesce(sum(case when i.kind = 'credit_note' then -i.net_minor else i.net_minor end), 0)
        from invoices i where i.provider_id = ${userId}
          and extract(year from i.issue_date) = extract(year from now() at time zone 'Europe/Rome'))
        as "revenueThisYearMinor"`),
  );
  const row = offering!;
  const rating = await findProviderRating(db, userId);
  return {
    seeking: seeking!,
    offering: {
      publishedTopics: row.publishedTopics,
      draftTopics: row.draftTopics,
      upcomingEvents: row.upcomingEvents,
      upcomingTrainings: row.upcomingTrainings,
      revenueThisYearMinor: Number(row.revenueThisYearMinor),
      rating: rating.reviewCount > 0 ? rating.rating : null,
      reviews: rating.reviewCount,
    },
  };
}
