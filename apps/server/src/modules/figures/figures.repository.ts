import { sql, type SQL } from 'drizzle-orm';
import type { FigurePeriod } from '@app/contracts/actions/platform';
import type { Database, Queryable } from '../../db/client.ts';

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

/** The period (UTC) a moment falls in, as its first day: `2026-11-01`, or a Monday by week. */
const bucket = (period: FigurePeriod, column: SQL) =>
  sql`to_char(date_trunc(${period}, ${column} at time zone 'UTC'), 'YYYY-MM-DD')`;

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

/**
 * Bookings made in each period by their state, with their gross value: the days the rollup holds
 * (booking_days, before figure_rollups.until) from there, the bookings made since scanned live.
 * Without a rollup yet, every booking of the window is scanned.
 */
export const bookingsByState = (db: Queryable, window: Window) =>
  rows(
    db,
    sql`with rollup as (
        select coalesce((select until from figure_rollups where name = 'bookings'), date '1970-01-01') as until
      )
      select start, state, sum(count)::int as count, coalesce(sum(gross), 0)::bigint as gross from (
        select to_char(date_trunc(${window.period}, d.day::timestamp), 'YYYY-MM-DD') as start,
          d.state, d.count, d.gross_minor as gross
        from booking_days d, rollup
        where d.day >= ${window.from.toISOString().slice(0, 10)}::date and d.day < rollup.until
        union all
        select ${bucket(window.period, sql`b.created_at`)}, b.state, 1, b.gross_minor
        from bookings b, rollup
        where b.created_at >= greatest(${window.from}::timestamptz, rollup.until::timestamp at time zone 'UTC')
      ) made group by 1, 2`,
  );

/**
 * Computes the bookings' rollup again, in one transaction: every day (UTC) before today, by state.
 * Readers see the old rollup or the new one, never a half.
 */
export async function rollUpBookings(db: Database) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`delete from booking_days`);
    await tx.execute(
      sql`insert into booking_days (day, state, count, gross_minor)
        select (created_at at time zone 'UTC')::date, state, count(*), coalesce(sum(gross_minor), 0)
        from bookings
        where created_at < (now() at time zone 'UTC')::date::timestamp at time zone 'UTC'
        group by 1, 2`,
    );
    await tx.execute(
      sql`insert into figure_rollups (name, until, computed_at)
        values ('bookings', (now() at time zone 'UTC')::date, now())
        on conflict (name) do update set until = excluded.until, computed_at = excluded.computed_at`,
    );
  });
}

export const invoicesIssued = (db: Queryable, window: Window) =>
  rows(
    db,
    sql`select to_char(date_trunc(${window.period}, issue_date::timestamp), 'YYYY-MM-DD') as start,
        count(*)::int as count,
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
