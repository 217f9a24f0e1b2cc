import { and, asc, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { bookings, companies, companyBudgets, companyTrainers, users } from '../../db/schema.ts';
import { bookedStates } from '@app/contracts/spend';
import { budgetZone, type CompanyApprovalRules } from './fee-approval-rules.ts';

/**
 * The statements fee approval and budgets share between the bookings module (a booking waits or
 * not, is charged to a department) and the fee-approval module (the page, the budgets).
 */

export async function findApprovalRules(
  db: Queryable,
  companyId: number,
): Promise<CompanyApprovalRules> {
  const [row] = await db
    .select({
      thresholdMinor: companies.approvalThresholdMinor,
      outsideList: companies.approvalOutsideList,
    })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row ?? { thresholdMinor: null, outsideList: false };
}

/**
 * Whether a provider is on the company's approved trainers list: joined with their account, or
 * approved by the address they use.
 */
export async function isApprovedTrainer(
  db: Queryable,
  companyId: number,
  providerId: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: companyTrainers.id })
    .from(companyTrainers)
    .innerJoin(users, eq(users.id, providerId))
    .where(
      and(
        eq(companyTrainers.companyId, companyId),
        sql`(${companyTrainers.userId} = ${providerId} or lower(${companyTrainers.email}) = lower(${users.email}))`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The year of a booking's training: its start, else its first proposed date, else when made. */
export const bookingYear = sql<number>`extract(year from (coalesce(${bookings.startsAt}, (${bookings.proposedDates}->>0)::timestamptz, ${bookings.createdAt}) at time zone ${sql.raw(`'${budgetZone}'`)}))::int`;

export async function selectBudgets(db: Queryable, companyId: number, year: number) {
  return db
    .select({
      id: companyBudgets.id,
      year: companyBudgets.year,
      department: companyBudgets.department,
      amountMinor: companyBudgets.amountMinor,
      currency: companyBudgets.currency,
    })
    .from(companyBudgets)
    .where(and(eq(companyBudgets.companyId, companyId), eq(companyBudgets.year, year)))
    .orderBy(asc(companyBudgets.department));
}

const inStates = (states: readonly string[]) =>
  sql.join(
    states.map((state) => sql`${state}`),
    sql`, `,
  );

/**
 * The gross of a company's bookings of one year (by the training's year), by department ('' for
 * none): booked (contracts/spend.ts) and awaiting approval.
 */
export async function selectBookedByDepartment(db: Queryable, companyId: number, year: number) {
  const rows = await db
    .select({
      department: sql<string>`coalesce(${bookings.department}, '')`,
      bookedMinor: sql<number>`coalesce(sum(${bookings.grossMinor}) filter (where ${bookings.state} in (${inStates(bookedStates)})), 0)::bigint`,
      awaitingMinor: sql<number>`coalesce(sum(${bookings.grossMinor}) filter (where ${bookings.state} = 'awaiting_approval'), 0)::bigint`,
    })
    .from(bookings)
    .where(and(eq(bookings.companyId, companyId), sql`${bookingYear} = ${year}`))
    .groupBy(sql`coalesce(${bookings.department}, '')`);
  return new Map(
    rows.map((row) => [
      row.department,
      { bookedMinor: Number(row.bookedMinor), awaitingMinor: Number(row.awaitingMinor) },
    ]),
  );
}

/** The departments a company has ever budgeted for (what a booking may be charged to). */
export async function selectBudgetDepartments(db: Queryable, companyId: number) {
  const rows = await db
    .selectDistinct({ department: companyBudgets.department })
    .from(companyBudgets)
    .where(and(eq(companyBudgets.companyId, companyId), sql`${companyBudgets.department} <> ''`))
    .orderBy(asc(companyBudgets.department));
  return rows.map((row) => row.department);
}
