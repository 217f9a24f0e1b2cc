import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { sessionsColumn } from '../bookings/index.ts';
import {
  bookingParticipants,
  bookings,
  calendarFeeds,
  companies,
  companyMembers,
  companyPeople,
  users,
} from '../../db/schema.ts';

/** Booking states a schedule shows; the first ones are confirmed, the last two still waiting. */
export const confirmedStates = ['accepted', 'booked', 'attended', 'no_show', 'completed'] as const;
export const waitingStates = ['requested', 'awaiting_approval'] as const;
const scheduledStates = [...confirmedStates, ...waitingStates];

/** When a training happens: its agreed start, else the first date its request proposed. */
const whenOf = sql<Date>`coalesce(${bookings.startsAt}, (${bookings.proposedDates}->>0)::timestamptz)`;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/** A participant's department: the company person's, else the member account's. */
const participantDepartment = sql<
  string | null
>`coalesce(${companyPeople.department}, ${companyMembers.department})`;

export interface ScheduleFilter {
  from: Date;
  to: Date;
  department?: string | undefined;
  person?: string | undefined;
}

/** The locations' scheduled bookings whose date falls in [from, to), soonest first. */
export async function selectScheduleBookings(
  db: Queryable,
  companyIds: number[],
  filter: ScheduleFilter,
) {
  if (companyIds.length === 0) return [];
  const conditions: SQL[] = [
    inArray(bookings.companyId, companyIds),
    inArray(bookings.state, scheduledStates),
    sql`${whenOf} >= ${filter.from.toISOString()}::timestamptz`,
    sql`${whenOf} < ${filter.to.toISOString()}::timestamptz`,
  ];
  if (filter.department) {
    conditions.push(sql`(${bookings.department} = ${filter.department} or exists (
      select 1 from ${bookingParticipants}
      left join ${companyPeople} on ${companyPeople.id} = ${bookingParticipants.companyPersonId}
      left join ${companyMembers} on ${companyMembers.userId} = ${bookingParticipants.userId}
        and ${companyMembers.companyId} = ${bookings.companyId}
      where ${bookingParticipants.bookingId} = ${bookings.id}
        and ${participantDepartment} = ${filter.department}))`);
  }
  if (filter.person) {
    conditions.push(sql`exists (
      select 1 from ${bookingParticipants}
      where ${bookingParticipants.bookingId} = ${bookings.id}
        and ${bookingParticipants.name} ilike ${`%${escapeLike(filter.person)}%`})`);
  }
  return db
    .select({
      id: bookings.id,
      kind: bookings.kind,
      title: bookings.title,
      state: bookings.state,
      startsAt: whenOf,
      endsAt: bookings.endsAt,
      sessions: sessionsColumn,
      delivery: bookings.delivery,
      location: bookings.location,
      department: bookings.department,
      locationId: companies.id,
      locationName: companies.name,
      providerUsername: users.username,
      providerFirstName: users.firstName,
      providerLastName: users.lastName,
    })
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.providerId))
    .innerJoin(companies, eq(companies.id, bookings.companyId))
    .where(and(...conditions))
    .orderBy(asc(whenOf), asc(bookings.id))
    .limit(2000);
}

/** The people of these bookings, with their department in the booking's company, in booking order. */
export function selectScheduleParticipants(db: Queryable, bookingIds: number[]) {
  if (bookingIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      bookingId: bookingParticipants.bookingId,
      name: bookingParticipants.name,
      attendance: bookingParticipants.attendance,
      department: participantDepartment,
    })
    .from(bookingParticipants)
    .innerJoin(bookings, eq(bookings.id, bookingParticipants.bookingId))
    .leftJoin(companyPeople, eq(companyPeople.id, bookingParticipants.companyPersonId))
    .leftJoin(
      companyMembers,
      and(
        eq(companyMembers.userId, bookingParticipants.userId),
        eq(companyMembers.companyId, bookings.companyId),
      ),
    )
    .where(inArray(bookingParticipants.bookingId, bookingIds))
    .orderBy(asc(bookingParticipants.bookingId), asc(bookingParticipants.id));
}

/** Every department the locations name (bookings, people, members), alphabetical. */
export async function selectCompanyDepartments(db: Queryable, companyIds: number[]) {
  if (companyIds.length === 0) return [];
  const ids = sql.join(
    companyIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const rows = (await db.execute(sql`
    select distinct department from (
      select ${bookings.department} as department from ${bookings} where ${bookings.companyId} in (${ids})
      union select ${companyPeople.department} from ${companyPeople} where ${companyPeople.companyId} in (${ids})
      union select ${companyMembers.department} from ${companyMembers} where ${companyMembers.companyId} in (${ids})
    ) named
    where department is not null and department <> ''
    order by department`)) as { rows: Array<{ department: string }> };
  return rows.rows.map((row) => row.department);
}

/** The schedule's location choice: the group's locations the user belongs to. */
export { selectGroupLocations as selectScheduleLocations } from '../companies/index.ts';

/** Whether the user is staff of the company now (an .ics address dies when they leave). */
export async function isCompanyMember(db: Queryable, userId: number, companyId: number) {
  const [row] = await db
    .select({ userId: companyMembers.userId })
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(
      and(
        eq(companyMembers.userId, userId),
        eq(companyMembers.companyId, companyId),
        eq(users.isActive, true),
      ),
    );
  return row !== undefined;
}

export async function findFeedVersion(db: Queryable, userId: number, companyId: number) {
  const [row] = await db
    .select({ version: calendarFeeds.version })
    .from(calendarFeeds)
    .where(and(eq(calendarFeeds.userId, userId), eq(calendarFeeds.companyId, companyId)));
  return row?.version ?? null;
}

/** The feed's version, creating the row at version 1 the first time. */
export async function ensureFeedVersion(db: Queryable, userId: number, companyId: number) {
  await db.insert(calendarFeeds).values({ userId, companyId }).onConflictDoNothing();
  return (await findFeedVersion(db, userId, companyId)) ?? 1;
}

/** Bumps the feed's version (creating it at 2 when none was handed out yet). */
export async function bumpFeedVersion(db: Queryable, userId: number, companyId: number) {
  const [row] = await db
    .insert(calendarFeeds)
    .values({ userId, companyId, version: 2 })
    .onConflictDoUpdate({
      target: [calendarFeeds.userId, calendarFeeds.companyId],
      set: { version: sql`${calendarFeeds.version} + 1` },
    })
    .returning({ version: calendarFeeds.version });
  if (!row) throw new Error('calendar feed upsert returned nothing');
  return row.version;
}
