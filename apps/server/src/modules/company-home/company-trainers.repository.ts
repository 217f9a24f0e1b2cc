import { and, asc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { bookedStates } from '@app/contracts/spend';
import type { Queryable } from '../../db/client.ts';
import { bookings, companyTrainers, reviews, topics, users } from '../../db/schema.ts';

/** The company's approved trainers (company_trainers), oldest approval first, with their account. */
export async function selectCompanyTrainers(db: Queryable, companyId: number) {
  return db
    .select({
      id: companyTrainers.id,
      email: companyTrainers.email,
      status: companyTrainers.status,
      approvedAt: companyTrainers.approvedAt,
      joinedAt: companyTrainers.joinedAt,
      note: companyTrainers.note,
      userId: companyTrainers.userId,
      username: users.username,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(companyTrainers)
    .leftJoin(users, eq(users.id, companyTrainers.userId))
    .where(eq(companyTrainers.companyId, companyId))
    .orderBy(asc(companyTrainers.approvedAt), asc(companyTrainers.id));
}

/** Published topics of some providers, oldest first. */
export async function selectPublishedTopicsOf(db: Queryable, userIds: readonly number[]) {
  if (userIds.length === 0) return [];
  return db
    .select({ userId: topics.userId, title: topics.title, url: topics.url })
    .from(topics)
    .where(and(inArray(topics.userId, [...userIds]), eq(topics.status, 'published')))
    .orderBy(asc(topics.id));
}

/** Per provider: the company's bookings, and what is booked with them (contracts/spend.ts) per currency. */
export async function selectBookingFiguresOf(
  db: Queryable,
  companyId: number,
  userIds: readonly number[],
) {
  if (userIds.length === 0) return [];
  return db
    .select({
      providerId: bookings.providerId,
      currency: bookings.currency,
      bookings: sql<number>`count(*)::int`,
      spendMinor: sql<number>`coalesce(sum(${bookings.grossMinor}) filter (where ${inArray(bookings.state, [...bookedStates])}), 0)::bigint`,
    })
    .from(bookings)
    .where(and(eq(bookings.companyId, companyId), inArray(bookings.providerId, [...userIds])))
    .groupBy(bookings.providerId, bookings.currency);
}

/** Per provider: reviews of the company's bookings (its people's reviews). */
export async function selectCompanyRatingsOf(
  db: Queryable,
  companyId: number,
  userIds: readonly number[],
) {
  if (userIds.length === 0) return [];
  return db
    .select({
      providerId: reviews.providerId,
      reviewCount: sql<number>`count(*)::int`,
      halvesTotal: sql<number>`sum(${reviews.ratingHalves})::int`,
    })
    .from(reviews)
    .innerJoin(bookings, eq(bookings.id, reviews.bookingId))
    .where(
      and(
        eq(bookings.companyId, companyId),
        inArray(reviews.providerId, [...userIds]),
        eq(reviews.state, 'visible'),
      ),
    )
    .groupBy(reviews.providerId);
}

/** Providers whose name or username contains the words. */
export async function selectProvidersMatching(db: Queryable, words: string, limit: number) {
  const pattern = `%${words.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  return db
    .select({
      id: users.id,
      username: users.username,
      firstName: users.firstName,
      lastName: users.lastName,
      headline: users.headline,
      email: users.email,
    })
    .from(users)
    .where(
      and(
        eq(users.serviceType, 'provider'),
        sql`${users.deactivatedAt} is null`,
        or(
          ilike(users.username, pattern),
          ilike(
            sql`coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '')`,
            pattern,
          ),
        ),
      ),
    )
    .orderBy(asc(users.username))
    .limit(limit);
}

/** A provider by username (any case), for adding them. */
export async function findProviderByUsername(db: Queryable, username: string) {
  const [row] = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(
      and(
        sql`lower(${users.username}) = ${username.toLowerCase()}`,
        eq(users.serviceType, 'provider'),
        sql`${users.deactivatedAt} is null`,
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Which of the addresses and accounts are on the company's list already. */
export async function selectListedOf(db: Queryable, companyId: number, userIds: readonly number[]) {
  if (userIds.length === 0) return [];
  return db
    .select({ userId: companyTrainers.userId, email: companyTrainers.email })
    .from(companyTrainers)
    .where(
      and(eq(companyTrainers.companyId, companyId), inArray(companyTrainers.userId, [...userIds])),
    );
}

/** Approves an address (and the account it belongs to, when known); null when listed already. */
export async function insertTrainerApproval(
  db: Queryable,
  row: { companyId: number; email: string; userId: number | null },
) {
  const [inserted] = await db
    .insert(companyTrainers)
    .values({ ...row, status: 'approved' })
    .onConflictDoNothing()
    .returning({ id: companyTrainers.id });
  return inserted?.id ?? null;
}

/** The company's row for an address or an account, if any. */
export async function findListedTrainer(
  db: Queryable,
  companyId: number,
  by: { email: string; userId: number | null },
) {
  const [row] = await db
    .select({ id: companyTrainers.id })
    .from(companyTrainers)
    .where(
      and(
        eq(companyTrainers.companyId, companyId),
        by.userId === null
          ? sql`lower(${companyTrainers.email}) = ${by.email.toLowerCase()}`
          : or(
              sql`lower(${companyTrainers.email}) = ${by.email.toLowerCase()}`,
              eq(companyTrainers.userId, by.userId),
            ),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function updateTrainerNote(
  db: Queryable,
  companyId: number,
  id: number,
  note: string | null,
) {
  const updated = await db
    .update(companyTrainers)
    .set({ note })
    .where(and(eq(companyTrainers.id, id), eq(companyTrainers.companyId, companyId)))
    .returning({ id: companyTrainers.id });
  return updated.length === 1;
}

export async function deleteTrainer(db: Queryable, companyId: number, id: number) {
  const deleted = await db
    .delete(companyTrainers)
    .where(and(eq(companyTrainers.id, id), eq(companyTrainers.companyId, companyId)))
    .returning({ id: companyTrainers.id });
  return deleted.length === 1;
}
