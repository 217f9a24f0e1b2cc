import { sql } from 'drizzle-orm';
import { outstandingInvoiceStates } from '@app/contracts/states';
import type { Queryable } from '../../db/client.ts';

/**
 * The revenue report's statements (docs/product.md, "Revenue"). One pass over the provider's
 * documents of the year (invoices_provider_date_idx) with grouping sets: by month, topic, event,
 * client, and the year; credit notes count negative.
 */

/** Bits of grouping(month, topic_id, event_id, client): 1 where the column is not grouped. */
export const revenueSets = { month: 7, topic: 11, event: 13, client: 14, year: 15 } as const;

export interface RevenueRow {
  set: number;
  month: number | null;
  topicId: number | null;
  topicTitle: string | null;
  eventId: number | null;
  eventTitle: string | null;
  client: string | null;
  netMinor: number;
  vatMinor: number;
  grossMinor: number;
  count: number;
  invoiceNetMinor: number;
  invoiceVatMinor: number;
  invoiceGrossMinor: number;
  invoiceCount: number;
  paidGrossMinor: number;
  paidCount: number;
  outstandingGrossMinor: number;
  outstandingCount: number;
  overdueGrossMinor: number;
  overdueCount: number;
}

const yearStart = (year: number) => `${year}-01-01`;
/** The contract's "outstanding" (still waiting for its money), as an SQL list. */
const outstandingStates = sql.join(
  outstandingInvoiceStates.map((state) => sql`${state}`),
  sql`, `,
);

export async function selectRevenueRows(
  db: Queryable,
  providerId: number,
  year: number,
): Promise<RevenueRow[]> {
  const result = (await db.execute(sql`
    with docs as (
      select
        i.kind, i.state, i.state in (${outstandingStates}) as outstanding,
        extract(month from i.issue_date)::int as month,
        i.topic_id, i.event_id,
        i.buyer->>'legalName' as client,
        case when i.kind = 'credit_note' then -1 else 1 end as sign,
        i.net_minor, i.vat_minor, i.gross_minor
      from invoices i
      where i.provider_id = ${providerId}
        and i.issue_date >= ${yearStart(year)}::date
        and i.issue_date < ${yearStart(year + 1)}::date
    ), sums as (
    select
      grouping(month, topic_id, event_id, client) as "set",
      month, topic_id as "topicId", event_id as "eventId", client,
      coalesce(sum(sign * net_minor), 0)::bigint as "netMinor",
      coalesce(sum(sign * vat_minor), 0)::bigint as "vatMinor",
      coalesce(sum(sign * gross_minor), 0)::bigint as "grossMinor",
      count(*)::int as "count",
      coalesce(sum(net_minor) filter (where kind = 'invoice'), 0)::bigint as "invoiceNetMinor",
      coalesce(sum(vat_minor) filter (where kind = 'invoice'), 0)::bigint as "invoiceVatMinor",
      coalesce(sum(gross_minor) filter (where kind = 'invoice'), 0)::bigint as "invoiceGrossMinor",
      (count(*) filter (where kind = 'invoice'))::int as "invoiceCount",
      coalesce(sum(gross_minor) filter (where kind = 'invoice' and state = 'paid'), 0)::bigint as "paidGrossMinor",
      (count(*) filter (where kind = 'invoice' and state = 'paid'))::int as "paidCount",
      coalesce(sum(gross_minor) filter (where kind = 'invoice' and outstanding), 0)::bigint as "outstandingGrossMinor",
      (count(*) filter (where kind = 'invoice' and outstanding))::int as "outstandingCount",
      coalesce(sum(gross_minor) filter (where kind = 'invoice' and state = 'overdue'), 0)::bigint as "overdueGrossMinor",
      (count(*) filter (where kind = 'invoice' and state = 'overdue'))::int as "overdueCount"
    from docs
    group by grouping sets ((month), (topic_id), (event_id), (client), ())
    )
    -- The titles are joined to the few grouped rows, not to every document.
    select sums.*, t.title as "topicTitle", e.title as "eventTitle"
    from sums
    left join topics t on sums."set" = ${revenueSets.topic} and t.id = sums."topicId"
    left join events e on sums."set" = ${revenueSets.event} and e.id = sums."eventId"
  `)) as { rows: Array<Record<string, unknown>> };
  return result.rows.map((row) => {
    const numbers = Object.fromEntries(
      Object.entries(row).map(([key, value]) =>
        ['topicTitle', 'eventTitle', 'client'].includes(key)
          ? [key, value ?? null]
          : [key, value === null || value === undefined ? null : Number(value)],
      ),
    );
    return numbers as unknown as RevenueRow;
  });
}

/** The first and last year the provider issued a document in (index only), or null. */
export async function findRevenueYears(db: Queryable, providerId: number) {
  const result = (await db.execute(sql`
    select extract(year from min(issue_date))::int as "first",
           extract(year from max(issue_date))::int as "last"
    from invoices where provider_id = ${providerId}
  `)) as { rows: Array<{ first: number | null; last: number | null }> };
  const row = result.rows[0];
  return row && row.first !== null && row.last !== null
    ? { first: Number(row.first), last: Number(row.last) }
    : null;
}
