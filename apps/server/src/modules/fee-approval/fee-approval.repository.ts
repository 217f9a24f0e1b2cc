import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client.ts';
import { bookings, companies, companyBudgets, companyTrainers, users } from '../../db/schema.ts';
import type { CompanyApprovalRules } from './fee-approval-rules.ts';

export async function updateApprovalRules(
  db: Queryable,
  companyId: number,
  rules: CompanyApprovalRules,
) {
  await db
    .update(companies)
    .set({
      approvalThresholdMinor: rules.thresholdMinor,
      approvalOutsideList: rules.outsideList,
      updatedAt: new Date(),
    })
    .where(eq(companies.id, companyId));
}

const booker = alias(users, 'booker');
const trainer = alias(users, 'trainer');

/** The company's bookings awaiting fee approval, oldest first, with their people. */
export async function selectAwaitingApproval(db: Queryable, companyId: number) {
  return db
    .select({
      id: bookings.id,
      kind: bookings.kind,
      title: bookings.title,
      url: bookings.listingUrl,
      bookerId: bookings.buyerId,
      bookerUsername: booker.username,
      bookerFirstName: booker.firstName,
      bookerLastName: booker.lastName,
      trainerId: bookings.providerId,
      trainerUsername: trainer.username,
      trainerFirstName: trainer.firstName,
      trainerLastName: trainer.lastName,
      trainerApproved: sql<boolean>`exists (select 1 from ${companyTrainers} where ${companyTrainers.companyId} = ${bookings.companyId} and (${companyTrainers.userId} = ${bookings.providerId} or lower(${companyTrainers.email}) = lower(${trainer.email})))`,
      proposedDates: bookings.proposedDates,
      startsAt: bookings.startsAt,
      participants: bookings.participants,
      department: bookings.department,
      approvalReasons: bookings.approvalReasons,
      unitPriceMinor: bookings.unitPriceMinor,
      quantity: bookings.quantity,
      netMinor: bookings.netMinor,
      vatRateBasisPoints: bookings.vatRateBasisPoints,
      vatMinor: bookings.vatMinor,
      grossMinor: bookings.grossMinor,
      currency: bookings.currency,
      createdAt: bookings.createdAt,
      expiresAt: bookings.expiresAt,
    })
    .from(bookings)
    .innerJoin(booker, eq(booker.id, bookings.buyerId))
    .innerJoin(trainer, eq(trainer.id, bookings.providerId))
    .where(and(eq(bookings.companyId, companyId), eq(bookings.state, 'awaiting_approval')))
    .orderBy(asc(bookings.createdAt), asc(bookings.id))
    .limit(200);
}
export type AwaitingRow = Awaited<ReturnType<typeof selectAwaitingApproval>>[number];

/** Sets a budget; setting one of the same year and department again replaces its amount. */
export async function upsertBudget(
  db: Queryable,
  budget: { companyId: number; year: number; department: string; amountMinor: number },
) {
  const [row] = await db
    .insert(companyBudgets)
    .values(budget)
    .onConflictDoUpdate({
      target: [companyBudgets.companyId, companyBudgets.year, companyBudgets.department],
      set: { amountMinor: budget.amountMinor, updatedAt: new Date() },
    })
    .returning({ id: companyBudgets.id });
  if (!row) throw new Error('Budget upsert returned nothing');
  return row;
}

/** Deletes one of the company's budgets; false when it has none of that id. */
export async function deleteBudget(db: Queryable, companyId: number, id: number) {
  const rows = await db
    .delete(companyBudgets)
    .where(and(eq(companyBudgets.id, id), eq(companyBudgets.companyId, companyId)))
    .returning({ id: companyBudgets.id });
  return rows.length > 0;
}

export async function selectBudgetYears(db: Queryable, companyId: number) {
  const rows = await db
    .selectDistinct({ year: companyBudgets.year })
    .from(companyBudgets)
    .where(eq(companyBudgets.companyId, companyId))
    .orderBy(desc(companyBudgets.year));
  return rows.map((row) => row.year);
}
