import { sql, type SQL } from 'drizzle-orm';
import type { FigurePeriod } from '@app/contracts/actions/platform';
import type { Queryable } from '../../db/client.ts';

/**
 * The marketplace's figures, one statement per source, each a range scan of its time column
 * (indexed) grouped by `date_trunc`: they stay fast however many rows there are before `from`.
 */

export interface Window {
  period: FigurePeriod;
  /** The first bucket's start. */
  from: Date;
}

type Row = Record<string, unknown>;

async function rows(db: Queryable, statement: SQL): Promise<Row[]> {
  const result = (await db.execute(statement)) as { rows: Row[] };
  return result.rows;
}

const bucket = (period: FigurePeriod, column: SQL) =>
  sql`to_char(date_trunc(${period}, ${column}), 'YYYY-MM-DD')`;

export const signupsByKind = (db: Queryable, window: Window) =>
  rows(
    db,
    sql`select ${bucket(window.period, sql`created_at`)} as start, service_type as kind, count(*)::int as count
      from users where created_at >= ${window.from} group by 1, 2`,
  );

/** New companies (a group's first location; its other locations are not new companies). */
export const companiesCreated = (db: Queryable, window: Window) =>
  rows(
    db,
    sql`select ${bucket(window.period, sql`created_at`)} as start, count(*)::int as count
      from companies where created_at >= ${window.from} and parent_id is null group by 1`,
  );

export const listingsPublished = (db: Queryable, window: Window) =>
  rows(
    db,
    sql`select start, sum(count)::int as count from (
        select ${bucket(window.period, sql`published_at`)} as start, count(*) as count
          from topics where published_at >= ${window.from} group by 1
        union all
        select ${bucket(window.period, sql`published_at`)} as start, count(*) as count
          from events where published_at >= ${window.from} group by 1
      ) published group by 1`,
  );

/** Bookings made in each period by their state now, with their gross value. */
export const bookingsByState = (db: Queryable, window: Window) =>
  rows(
    db,
    sql`select ${bucket(window.period, sql`created_at`)} as start, state, count(*)::int as count,
        coalesce(sum(gross_minor), 0)::bigint as gross
      from bookings where created_at >= ${window.from} group by 1, 2`,
  );

export const invoicesIssued = (db: Queryable, window: Window) =>
  rows(
    db,
    sql`select ${bucket(window.period, sql`issue_date::timestamptz`)} as start, count(*)::int as count,
        coalesce(sum(gross_minor), 0)::bigint as gross
      from invoices where issue_date >= ${window.from.toISOString().slice(0, 10)}::date
        and kind = 'invoice' group by 1`,
  );

export const reportsOpened = (db: Queryable, window: Window) =>
  rows(
    db,
    sql`select ${bucket(window.period, sql`created_at`)} as start, count(*)::int as count
      from site_reports where created_at >= ${window.from} group by 1`,
  );

/** Reports resolved or dismissed in each period, and the median hours each took. */
export const reportsClosed = (db: Queryable, window: Window) =>
  rows(
    db,
    sql`select ${bucket(window.period, sql`t.created_at`)} as start, count(*)::int as count,
        percentile_cont(0.5) within group (
          order by extract(epoch from t.created_at - r.created_at) / 3600
        ) as median_hours
      from state_transitions t join site_reports r on r.id = t.record_id
      where t.machine = 'report' and t.to_state in ('resolved', 'dismissed')
        and t.created_at >= ${window.from}
      group by 1`,
  );

/** Companies by their latest subscription now: in trial, on a paid plan, or past its end. */
export async function companiesBySubscription(db: Queryable) {
  const [row] = await rows(
    db,
    sql`select
        count(*) filter (where plan = 'trial' and end_date >= now())::int as trial,
        count(*) filter (where plan <> 'trial' and end_date >= now())::int as active,
        count(*) filter (where end_date < now())::int as expired
      from (
        select distinct on (company_id) plan, end_date from subscriptions
        order by company_id, end_date desc
      ) latest`,
  );
  return {
    trial: Number(row?.trial ?? 0),
    active: Number(row?.active ?? 0),
    expired: Number(row?.expired ?? 0),
  };
}
