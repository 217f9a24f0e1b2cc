import { aliasedTable, and, asc, count, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import {
  bookings,
  companies,
  companyBudgets,
  companyInvitations,
  companyMembers,
  companyPeople,
  companyTrainers,
  stateTransitions,
  users,
} from '../../db/schema.ts';

/**
 * The company dashboard's reads. Each is a range of bookings_company_state_starts_idx (company,
 * state, start) or of the company's own small tables, so the home stays fast for a company with
 * tens of thousands of bookings (docs/product.md, "Company dashboard home").
 */

/** A training is upcoming while it is confirmed (an accepted request, booked seats) and ahead. */
export const upcomingStates = ['accepted', 'booked'] as const;
const bookingMachines = ['topic_booking', 'seat_booking'];

/** The company's name and its group (the group's first profile, itself for the first). */
export async function findCompanyGroup(db: Queryable, companyId: number) {
  const [row] = await db
    .select({
      id: companies.id,
      name: companies.name,
      groupId: sql<number>`coalesce(${companies.parentId}, ${companies.id})`,
    })
    .from(companies)
    .where(eq(companies.id, companyId))
    .limit(1);
  return row ?? null;
}

/** The locations of one group the user belongs to, by id. */
export async function selectGroupLocationsOf(db: Queryable, userId: number, groupId: number) {
  return db
    .select({ id: companies.id, name: companies.name })
    .from(companyMembers)
    .innerJoin(companies, eq(companies.id, companyMembers.companyId))
    .where(
      and(
        eq(companyMembers.userId, userId),
        sql`coalesce(${companies.parentId}, ${companies.id}) = ${groupId}`,
      ),
    )
    .orderBy(asc(companies.id));
}

export async function countAwaitingApproval(db: Queryable, companyId: number) {
  const [row] = await db
    .select({ total: count() })
    .from(bookings)
    .where(and(eq(bookings.companyId, companyId), eq(bookings.state, 'awaiting_approval')));
  return Number(row?.total ?? 0);
}

/** The company's next confirmed trainings, soonest first. */
export async function selectUpcomingTrainings(
  db: Queryable,
  companyId: number,
  now: Date,
  limit: number,
) {
  return db
    .select({
      bookingId: bookings.id,
      title: bookings.title,
      startsAt: bookings.startsAt,
      participants: bookings.participants,
      location: bookings.location,
      trainer: {
        username: users.username,
        firstName: users.firstName,
        lastName: users.lastName,
      },
    })
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.providerId))
    .where(
      and(
        eq(bookings.companyId, companyId),
        inArray(bookings.state, [...upcomingStates]),
        gte(bookings.startsAt, now),
      ),
    )
    .orderBy(asc(bookings.startsAt), asc(bookings.id))
    .limit(limit);
}

/**
 * The latest state changes of the company's bookings, newest first, with who made each. Every
 * transition bumps its booking's updated_at (swapState), so the latest changes are among the
 * changes of the most recently updated bookings: those are found first (an index range), then
 * their transitions (state_transitions_record_idx), never the whole history of the marketplace.
 */
export async function selectRecentActivity(
  db: Queryable,
  companyId: number,
  limit: number,
  bookingWindow: number,
) {
  const recent = db
    .select({ id: bookings.id, title: bookings.title })
    .from(bookings)
    .where(eq(bookings.companyId, companyId))
    .orderBy(desc(bookings.updatedAt), desc(bookings.id))
    .limit(bookingWindow)
    .as('recent');
  const actor = aliasedTable(users, 'actor');
  return db
    .select({
      id: stateTransitions.id,
      bookingId: recent.id,
      title: recent.title,
      transition: stateTransitions.transition,
      toState: stateTransitions.toState,
      at: stateTransitions.createdAt,
      actor: {
        username: actor.username,
        firstName: actor.firstName,
        lastName: actor.lastName,
      },
    })
    .from(recent)
    .innerJoin(
      stateTransitions,
      and(
        inArray(stateTransitions.machine, bookingMachines),
        eq(stateTransitions.recordId, recent.id),
      ),
    )
    .leftJoin(actor, eq(actor.id, stateTransitions.actorId))
    .orderBy(desc(stateTransitions.createdAt), desc(stateTransitions.id))
    .limit(limit);
}

/**
 * One row of figures per location: people, staff, confirmed trainings ahead, bookings awaiting
 * approval. Each figure is its own indexed count per location (a handful of locations at most).
 */
export async function selectLocationFigures(
  db: Queryable,
  companyIds: readonly number[],
  now: Date,
) {
  if (companyIds.length === 0) return [];
  const states = sql.join(
    upcomingStates.map((state) => sql`${state}`),
    sql`, `,
  );
  return db
    .select({
      id: companies.id,
      people: sql<number>`(select count(*)::int from ${companyPeople} p where p.company_id = companies.id)`,
      members: sql<number>`(select count(*)::int from ${companyMembers} m where m.company_id = companies.id)`,
      upcoming: sql<number>`(select count(*)::int from ${bookings} b where b.company_id = companies.id and b.state in (${states}) and b.starts_at >= ${now.toISOString()})`,
      awaitingApproval: sql<number>`(select count(*)::int from ${bookings} b where b.company_id = companies.id and b.state = 'awaiting_approval')`,
    })
    .from(companies)
    .where(inArray(companies.id, [...companyIds]));
}

/**
 * What a new company has done of its first steps, in one row: its staff and invitations, its
 * approval rules and budgets, its approved trainers, its bookings, the caller's address.
 */
export async function findSetupFacts(db: Queryable, companyId: number, userId: number) {
  const [row] = (
    (await db.execute(sql`
      select
        (select count(*) from ${companyMembers} where ${companyMembers.companyId} = ${companyId})
          + (select count(*) from ${companyInvitations}
             where ${companyInvitations.companyId} = ${companyId}) as "staffAndInvited",
        (select ${companies.approvalThresholdMinor} is not null or ${companies.approvalOutsideList}
           from ${companies} where ${companies.id} = ${companyId})
          or exists (select 1 from ${companyBudgets} where ${companyBudgets.companyId} = ${companyId})
          as "hasApprovalRules",
        exists (select 1 from ${companyTrainers} where ${companyTrainers.companyId} = ${companyId})
          as "hasTrainers",
        exists (select 1 from ${bookings} where ${bookings.companyId} = ${companyId})
          as "hasBookings",
        (select ${users.emailVerifiedAt} is not null from ${users} where ${users.id} = ${userId})
          as "emailVerified"
    `)) as {
      rows: Array<{
        staffAndInvited: number | string;
        hasApprovalRules: boolean | null;
        hasTrainers: boolean;
        hasBookings: boolean;
        emailVerified: boolean | null;
      }>;
    }
  ).rows;
  return {
    staffAndInvited: Number(row?.staffAndInvited ?? 0),
    hasApprovalRules: row?.hasApprovalRules === true,
    hasTrainers: row?.hasTrainers === true,
    hasBookings: row?.hasBookings === true,
    emailVerified: row?.emailVerified === true,
  };
}
