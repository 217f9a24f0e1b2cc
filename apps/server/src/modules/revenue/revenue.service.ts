import type { ReportAmounts, RevenueGroup } from '@app/contracts/actions/reports';
import { defaultCurrency } from '@app/contracts/locales';
import type { Queryable } from '../../db/client.ts';
import { yearOf } from '../fee-approval/index.ts';
import { reportYears } from '../../lib/report-years.ts';
import {
  findRevenueYears,
  revenueSets,
  selectRevenueRows,
  type RevenueRow,
} from './revenue.repository.ts';

/**
 * A provider's revenue of one calendar year (docs/product.md, "Revenue"): every figure comes from
 * the issued documents' stored amounts, credit notes subtracted. A year without documents is all
 * zeros (twelve empty months), never an error.
 */

const zero: ReportAmounts = { netMinor: 0, vatMinor: 0, grossMinor: 0, count: 0 };

const amountsOf = (row: RevenueRow): ReportAmounts => ({
  netMinor: row.netMinor,
  vatMinor: row.vatMinor,
  grossMinor: row.grossMinor,
  count: row.count,
});

/** Largest gross first, then by name: the table a provider reads top-down. */
function byGross(groups: RevenueGroup[]): RevenueGroup[] {
  return groups.sort(
    (a, b) => b.grossMinor - a.grossMinor || (a.label ?? '').localeCompare(b.label ?? ''),
  );
}

export async function getRevenueReport(
  db: Queryable,
  providerId: number,
  input: { year?: number | undefined },
  now = new Date(),
) {
  const currentYear = yearOf(now);
  const year = input.year ?? currentYear;
  const [rows, span] = await Promise.all([
    selectRevenueRows(db, providerId, year),
    findRevenueYears(db, providerId),
  ]);
  const months = new Map<number, ReportAmounts>();
  const byTopic: RevenueGroup[] = [];
  const byEvent: RevenueGroup[] = [];
  const byClient: RevenueGroup[] = [];
  let yearRow: RevenueRow | undefined;
  for (const row of rows) {
    if (row.set === revenueSets.month && row.month !== null) months.set(row.month, amountsOf(row));
    else if (row.set === revenueSets.topic)
      byTopic.push({ ...amountsOf(row), id: row.topicId, label: row.topicTitle });
    else if (row.set === revenueSets.event && row.eventId !== null)
      byEvent.push({ ...amountsOf(row), id: row.eventId, label: row.eventTitle });
    else if (row.set === revenueSets.client)
      byClient.push({ ...amountsOf(row), id: null, label: row.client });
    else if (row.set === revenueSets.year) yearRow = row;
  }
  const invoices: ReportAmounts = yearRow
    ? {
        netMinor: yearRow.invoiceNetMinor,
        vatMinor: yearRow.invoiceVatMinor,
        grossMinor: yearRow.invoiceGrossMinor,
        count: yearRow.invoiceCount,
      }
    : zero;
  const total = yearRow ? amountsOf(yearRow) : zero;
  const creditNotes: ReportAmounts = {
    netMinor: invoices.netMinor - total.netMinor,
    vatMinor: invoices.vatMinor - total.vatMinor,
    grossMinor: invoices.grossMinor - total.grossMinor,
    count: total.count - invoices.count,
  };
  return {
    year,
    years: reportYears(span, currentYear, year),
    currency: defaultCurrency,
    byMonth: Array.from({ length: 12 }, (_, index) => ({
      month: index + 1,
      ...(months.get(index + 1) ?? zero),
    })),
    byTopic: byGross(byTopic),
    byEvent: byGross(byEvent),
    byClient: byGross(byClient),
    byState: {
      issued: { grossMinor: invoices.grossMinor, count: invoices.count },
      paid: { grossMinor: yearRow?.paidGrossMinor ?? 0, count: yearRow?.paidCount ?? 0 },
      outstanding: {
        grossMinor: yearRow?.outstandingGrossMinor ?? 0,
        count: yearRow?.outstandingCount ?? 0,
      },
      overdue: { grossMinor: yearRow?.overdueGrossMinor ?? 0, count: yearRow?.overdueCount ?? 0 },
    },
    taxReturn: { invoices, creditNotes, total },
  };
}
