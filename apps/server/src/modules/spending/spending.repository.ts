import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';

/**
 * The spending report's statement (docs/product.md, "Spending"): the locations' purchase orders
 * not cancelled (committed; purchase_orders_company_idx) and the invoices and credit notes
 * addressed to them (actual; invoices_company_date_idx) of one year, in one pass with grouping
 * sets. Amounts are gross; credit notes count negative.
 */

/** Bits of grouping(month, company_id, department, category, provider_id). */
export const spendingSets = {
  month: 15,
  location: 23,
  department: 27,
  category: 29,
  provider: 30,
  year: 31,
} as const;

export interface SpendingRow {
  set: number;
  month: number | null;
  companyId: number | null;
  department: string | null;
  category: string | null;
  providerId: number | null;
  providerName: string | null;
  committedMinor: number;
  actualMinor: number;
  orders: number;
  invoices: number;
}

const yearStart = (year: number) => `${year}-01-01`;

export async function selectSpendingRows(
  db: Queryable,
  companyIds: readonly number[],
  year: number,
): Promise<SpendingRow[]> {
  if (companyIds.length === 0) return [];
  const ids = sql.join(
    companyIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const from = yearStart(year);
  const to = yearStart(year + 1);
  const result = (await db.execute(sql`
    with docs as (
      select 'committed' as side, company_id, issue_date, coalesce(department, '') as department,
             category, provider_id, provider->>'legalName' as provider_name, gross_minor as amount
      from purchase_orders
      where company_id in (${ids}) and issue_date >= ${from}::date and issue_date < ${to}::date
        and state <> 'cancelled'
      union all
      select 'actual', company_id, issue_date, coalesce(department, ''),
             category, provider_id, seller->>'legalName',
             case when kind = 'credit_note' then -gross_minor else gross_minor end
      from invoices
      where company_id in (${ids}) and issue_date >= ${from}::date and issue_date < ${to}::date
    ), rows as (
      select side, extract(month from issue_date)::int as month, company_id, department, category,
             provider_id, provider_name, amount
      from docs
    )
    select
      grouping(month, company_id, department, category, provider_id) as "set",
      month, company_id as "companyId", department, category, provider_id as "providerId",
      max(provider_name) as "providerName",
      coalesce(sum(amount) filter (where side = 'committed'), 0)::bigint as "committedMinor",
      coalesce(sum(amount) filter (where side = 'actual'), 0)::bigint as "actualMinor",
      (count(*) filter (where side = 'committed'))::int as "orders",
      (count(*) filter (where side = 'actual'))::int as "invoices"
    from rows
    group by grouping sets (
      (month), (company_id), (department), (category), (provider_id), ()
    )
  `)) as { rows: Array<Record<string, unknown>> };
  const text = new Set(['department', 'category', 'providerName']);
  return result.rows.map(
    (row) =>
      Object.fromEntries(
        Object.entries(row).map(([key, value]) =>
          text.has(key)
            ? [key, value ?? null]
            : [key, value === null || value === undefined ? null : Number(value)],
        ),
      ) as unknown as SpendingRow,
  );
}

/** The first and last year of the locations' documents (index only), or null. */
export async function findSpendingYears(db: Queryable, companyIds: readonly number[]) {
  if (companyIds.length === 0) return null;
  const ids = sql.join(
    companyIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const result = (await db.execute(sql`
    select extract(year from min(first))::int as "first", extract(year from max(last))::int as "last"
    from (
      select min(issue_date) as first, max(issue_date) as last from purchase_orders where company_id in (${ids})
      union all
      select min(issue_date), max(issue_date) from invoices where company_id in (${ids})
    ) spans
  `)) as { rows: Array<{ first: number | null; last: number | null }> };
  const row = result.rows[0];
  return row && row.first !== null && row.last !== null
    ? { first: Number(row.first), last: Number(row.last) }
    : null;
}
