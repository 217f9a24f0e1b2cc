import type { SpendingBudget, SpendingFigure, SpendingGroup } from '@app/contracts/actions/reports';
import { defaultCurrency } from '@app/contracts/locales';
import type { Queryable } from '../../db/client.ts';
import { budgetsOfYear, yearOf } from '../fee-approval/index.ts';
import { chosenLocationIds, selectGroupLocations } from '../companies/index.ts';
import { reportYears } from '../../lib/report-years.ts';
import {
  findSpendingYears,
  selectSpendingRows,
  spendingSets,
  type SpendingRow,
} from './spending.repository.ts';

/**
 * A company's spending of one calendar year (docs/product.md, "Spending"): committed (purchase
 * orders not cancelled) beside actual (invoices less credit notes), for the active location or,
 * for a super admin of several, each location they belong to and the sum, against the locations'
 * budgets of the year with the figures fee approval and the dashboard show (budgetsOfYear).
 */

const zero: SpendingFigure = { committedMinor: 0, actualMinor: 0, orders: 0, invoices: 0 };

const figureOf = (row: SpendingRow): SpendingFigure => ({
  committedMinor: row.committedMinor,
  actualMinor: row.actualMinor,
  orders: row.orders,
  invoices: row.invoices,
});

function byAmount(groups: SpendingGroup[]): SpendingGroup[] {
  return groups.sort(
    (a, b) =>
      Math.max(b.committedMinor, b.actualMinor) - Math.max(a.committedMinor, a.actualMinor) ||
      (a.label ?? '').localeCompare(b.label ?? ''),
  );
}

export async function getSpendingReport(
  db: Queryable,
  userId: number,
  companyId: number,
  input: { year?: number | undefined; location?: 'all' | number | undefined },
  now = new Date(),
) {
  const currentYear = yearOf(now);
  const year = input.year ?? currentYear;
  const locations = await selectGroupLocations(db, userId, companyId);
  const companyIds = chosenLocationIds(locations, companyId, input.location);
  const nameOf = new Map(locations.map((location) => [location.id, location.name]));
  const [rows, span, budgetLists] = await Promise.all([
    selectSpendingRows(db, companyIds, year),
    findSpendingYears(db, companyIds),
    Promise.all(companyIds.map((id) => budgetsOfYear(db, id, year))),
  ]);

  const months = new Map<number, SpendingFigure>();
  const byLocation: SpendingGroup[] = [];
  const byDepartment: SpendingGroup[] = [];
  const byCategory: SpendingGroup[] = [];
  const byProvider: SpendingGroup[] = [];
  let total = zero;
  for (const row of rows) {
    const figure = figureOf(row);
    switch (row.set) {
      case spendingSets.month:
        if (row.month !== null) months.set(row.month, figure);
        break;
      case spendingSets.location:
        byLocation.push({
          ...figure,
          id: row.companyId,
          label: nameOf.get(row.companyId ?? 0) ?? null,
        });
        break;
      case spendingSets.department:
        byDepartment.push({ ...figure, id: null, label: row.department || null });
        break;
      case spendingSets.category:
        byCategory.push({ ...figure, id: null, label: row.category });
        break;
      case spendingSets.provider:
        byProvider.push({ ...figure, id: row.providerId, label: row.providerName });
        break;
      case spendingSets.year:
        total = figure;
        break;
    }
  }
  const budgets: SpendingBudget[] = companyIds.flatMap((id, index) =>
    (budgetLists[index] ?? []).map((budget) => ({
      locationId: id,
      locationName: nameOf.get(id) ?? '',
      department: budget.department,
      amountMinor: budget.amountMinor,
      bookedMinor: budget.bookedMinor,
      committedMinor: budget.committedMinor,
      actualMinor: budget.actualMinor,
      remainingMinor: budget.remainingMinor,
    })),
  );
  return {
    year,
    years: reportYears(span, currentYear, year),
    currency: defaultCurrency,
    locations,
    activeLocationId: companyId,
    total,
    byMonth: Array.from({ length: 12 }, (_, index) => ({
      month: index + 1,
      ...(months.get(index + 1) ?? zero),
    })),
    byLocation: byAmount(byLocation),
    byDepartment: byAmount(byDepartment),
    byCategory: byAmount(byCategory),
    byProvider: byAmount(byProvider),
    budgets,
  };
}
