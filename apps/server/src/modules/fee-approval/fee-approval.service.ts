import type { z } from 'zod';
import type {
  budgetcheck,
  companybudgets,
  FeeApprovalItem,
  savecompanybudget,
  updatefeeapprovalsettings,
} from '@app/contracts/actions/fee-approval';
import { defaultCurrency } from '@app/contracts/locales';
import type { Database, Queryable } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  budgetFigures,
  budgetFor,
  yearOf,
  type BudgetFigures,
  type BudgetSums,
} from './fee-approval-rules.ts';
import { memberApprovalReasons } from './approval-reasons.ts';
import {
  findApprovalRules,
  selectBookedByDepartment,
  selectBudgetDepartments,
  selectBudgets,
} from './fee-approval-rules.repository.ts';
import { isAdminRole } from '../../shared/memberships.ts';
import type { ActiveMembership } from '../../shared/memberships.repository.ts';
import { displayNameOf } from '../accounts/index.ts';
import { selectActualByDepartment } from '../invoices/index.ts';
import { selectCommittedByDepartment } from '../purchase-orders/index.ts';
import {
  deleteBudget,
  selectAwaitingApproval,
  selectBudgetYears,
  updateApprovalRules,
  upsertBudget,
  type AwaitingRow,
} from './fee-approval.repository.ts';

/**
 * Fee approval and budgets of the company the caller works in (docs/product.md, "Fee approval and
 * budgets"). The authorisation table admits its staff (reading) or its admin (changing); every
 * statement here is scoped to membership.companyId, the caller's active company.
 */

const rulesOf = (rules: { thresholdMinor: number | null; outsideList: boolean }) => ({
  ...rules,
  currency: defaultCurrency,
});

export async function getApprovalSettings(db: Database, membership: ActiveMembership) {
  return {
    rules: rulesOf(await findApprovalRules(db, membership.companyId)),
    canEdit: isAdminRole(membership.userRole),
  };
}

export async function changeApprovalSettings(
  db: Database,
  membership: ActiveMembership,
  input: z.output<typeof updatefeeapprovalsettings.request>,
) {
  const rules = { thresholdMinor: input.thresholdMinor ?? null, outsideList: input.outsideList };
  await updateApprovalRules(db, membership.companyId, rules);
  return rulesOf(rules);
}

/**
 * A location's budgets of one year with their figures (contracts/spend.ts): booked and awaiting
 * from its bookings, committed from its purchase orders, actual from its invoices. Every page that
 * shows a budget (dashboard, fee approval, spending) reads it here.
 */
export async function budgetsOfYear(db: Queryable, companyId: number, year: number) {
  const [budgets, booked, committed, actual] = await Promise.all([
    selectBudgets(db, companyId, year),
    selectBookedByDepartment(db, companyId, year),
    selectCommittedByDepartment(db, companyId, year),
    selectActualByDepartment(db, companyId, year),
  ]);
  if (budgets.length === 0) return [];
  const sums = new Map<string, BudgetSums>();
  for (const department of new Set([...booked.keys(), ...committed.keys(), ...actual.keys()])) {
    sums.set(department, {
      bookedMinor: booked.get(department)?.bookedMinor ?? 0,
      awaitingMinor: booked.get(department)?.awaitingMinor ?? 0,
      committedMinor: committed.get(department) ?? 0,
      actualMinor: actual.get(department) ?? 0,
    });
  }
  return budgets.map((budget) => budgetFigures(budget, sums));
}

export async function listBudgets(
  db: Database,
  membership: ActiveMembership,
  input: z.output<typeof companybudgets.request>,
) {
  const year = input.year ?? yearOf(new Date());
  const [list, years, departments] = await Promise.all([
    budgetsOfYear(db, membership.companyId, year),
    selectBudgetYears(db, membership.companyId),
    selectBudgetDepartments(db, membership.companyId),
  ]);
  return { year, years, departments, list, canEdit: isAdminRole(membership.userRole) };
}

export async function saveBudget(
  db: Database,
  membership: ActiveMembership,
  input: z.output<typeof savecompanybudget.request>,
) {
  return upsertBudget(db, { companyId: membership.companyId, ...input });
}

export async function removeBudget(db: Database, membership: ActiveMembership, id: number) {
  if (!(await deleteBudget(db, membership.companyId, id))) throw new AppError('not_found');
}

/** What a budget keeps after a booking of `grossMinor` more, and whether it is overrun. */
function afterBooking(budget: BudgetFigures | null, grossMinor: number) {
  if (!budget) return { remainingAfterMinor: null, exceedsBudget: false };
  const remainingAfterMinor = budget.remainingMinor - grossMinor;
  return { remainingAfterMinor, exceedsBudget: remainingAfterMinor < 0 };
}

export async function checkBudget(
  db: Database,
  membership: ActiveMembership,
  input: z.output<typeof budgetcheck.request>,
) {
  const year = yearOf(new Date(input.date));
  const budgets = await budgetsOfYear(db, membership.companyId, year);
  const budget = budgetFor(budgets, input.department || null);
  const [approvalReasons, rules] = await Promise.all([
    input.providerId === undefined
      ? []
      : memberApprovalReasons(db, membership, {
          grossMinor: input.amountMinor,
          providerId: input.providerId,
        }),
    findApprovalRules(db, membership.companyId),
  ]);
  return {
    budget,
    ...afterBooking(budget, input.amountMinor),
    approvalReasons,
    thresholdMinor: rules.thresholdMinor,
  };
}

/** The training's year of a waiting booking: its start, else its first proposed date, else when it was made. */
function trainingYearOf(row: AwaitingRow): number {
  const first = row.startsAt ?? (row.proposedDates[0] ? new Date(row.proposedDates[0]) : null);
  return yearOf(first ?? row.createdAt);
}

export async function listFeeApprovals(db: Database, membership: ActiveMembership) {
  const companyId = membership.companyId;
  const rows = await selectAwaitingApproval(db, companyId);
  const years = [...new Set(rows.map(trainingYearOf))];
  const budgetsByYear = new Map(
    await Promise.all(
      years.map(async (year) => [year, await budgetsOfYear(db, companyId, year)] as const),
    ),
  );
  const list: FeeApprovalItem[] = rows.map((row) => {
    const budget = budgetFor(budgetsByYear.get(trainingYearOf(row)) ?? [], row.department);
    return {
      id: row.id,
      kind: row.kind,
      title: row.title,
      url: row.url,
      booker: {
        id: row.bookerId,
        username: row.bookerUsername,
        name: displayNameOf({
          username: row.bookerUsername,
          firstName: row.bookerFirstName,
          lastName: row.bookerLastName,
        }),
      },
      trainer: {
        id: row.trainerId,
        username: row.trainerUsername,
        name: displayNameOf({
          username: row.trainerUsername,
          firstName: row.trainerFirstName,
          lastName: row.trainerLastName,
        }),
        approved: row.trainerApproved,
      },
      proposedDates: row.proposedDates,
      startsAt: row.startsAt?.toISOString() ?? null,
      participants: row.participants,
      department: row.department,
      price: {
        unitPriceMinor: row.unitPriceMinor,
        quantity: row.quantity,
        netMinor: row.netMinor,
        vatRateBasisPoints: row.vatRateBasisPoints,
        vatMinor: row.vatMinor,
        grossMinor: row.grossMinor,
        currency: row.currency,
      },
      // Why it waits, as stored when it started waiting (the rules may have changed since).
      reasons: row.approvalReasons,
      createdAt: row.createdAt.toISOString(),
      expiresAt: row.expiresAt?.toISOString() ?? null,
      budget,
      ...afterBooking(budget, row.grossMinor),
    };
  });
  return { list, canDecide: isAdminRole(membership.userRole) };
}
