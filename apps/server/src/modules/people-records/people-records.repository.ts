import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';

/**
 * The console's reads of people and companies: a search by name, username, e-mail, company or
 * VAT id, and a person's record across the tables that hold their part of the marketplace.
 */

type Row = Record<string, unknown>;
const rows = async (db: Queryable, statement: ReturnType<typeof sql>) =>
  ((await db.execute(statement)) as { rows: Row[] }).rows;

const personColumns = sql`u.id as "userId", u.username, u.email,
  nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), '') as name,
  u.platform_role as "platformRole", u.suspended_at is not null as suspended, u.is_active as "isActive",
  coalesce((select array_agg(c.name order by c.name) from company_members m
    join companies c on c.id = m.company_id where m.user_id = u.id), '{}') as companies`;

export function searchPeople(db: Queryable, q: string) {
  const like = `%${q.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  return rows(
    db,
    sql`select ${personColumns} from users u
      where lower(u.username) like ${like} or lower(u.email) like ${like}
        or lower(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')) like ${like}
        or exists (select 1 from company_members m join companies c on c.id = m.company_id
          where m.user_id = u.id and (lower(c.name) like ${like} or lower(coalesce(c.vat_key, '')) like ${like}))
      order by u.username limit 30`,
  );
}

export function searchCompanies(db: Queryable, q: string) {
  const like = `%${q.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  return rows(
    db,
    sql`select c.id, c.name, c.kind, c.vat_key as "vatId",
        (select count(*)::int from company_members m where m.company_id = c.id) as members,
        s.plan, s.end_date as "endDate"
      from companies c
      left join lateral (select plan, end_date from subscriptions
        where company_id = c.id order by created_at desc, id desc limit 1) s on true
      where lower(c.name) like ${like} or lower(coalesce(c.vat_key, '')) like ${like}
      order by c.name limit 20`,
  );
}

export async function findPerson(db: Queryable, userId: number) {
  const [row] = await rows(
    db,
    sql`select ${personColumns}, u.created_at as "createdAt", u.last_login_at as "lastLoginAt",
        u.email_verified_at is not null as "emailVerified", u.totp_enabled_at is not null as "twoFactorEnabled",
        u.suspended_reason as "suspendedReason", u.service_type as "serviceType"
      from users u where u.id = ${userId}`,
  );
  return row ?? null;
}

export const selectMemberships = (db: Queryable, userId: number) =>
  rows(
    db,
    sql`select c.id as "companyId", c.name, m.user_role as "userRole" from company_members m
      join companies c on c.id = m.company_id where m.user_id = ${userId} order by c.name`,
  );

export const selectListings = (db: Queryable, userId: number) =>
  rows(
    db,
    sql`select * from (
        select 'topic' as kind, id, title, status, '/topic/' || url as link, updated_at from topics where user_id = ${userId}
        union all
        select 'event', id, title, status, '/event/Q/' || url, updated_at from events where user_id = ${userId}
        union all
        select 'requirement', id, title, status, '/requirement/' || url, updated_at from requirements where user_id = ${userId}
      ) listings order by updated_at desc limit 30`,
  );

export async function countBookings(db: Queryable, userId: number) {
  const [row] = await rows(
    db,
    sql`select (select count(*)::int from bookings where buyer_id = ${userId}) as made,
        (select count(*)::int from bookings where provider_id = ${userId}) as received`,
  );
  return { made: Number(row?.made ?? 0), received: Number(row?.received ?? 0) };
}

export const selectReportsBy = (db: Queryable, userId: number) =>
  rows(
    db,
    sql`select id, reference, subject, state from site_reports where user_id = ${userId}
      order by created_at desc limit 20`,
  );

/** Reports of the person's profile, listings, reviews or messages. */
export const selectReportsAbout = (db: Queryable, userId: number) =>
  rows(
    db,
    sql`select r.id, r.reference, r.subject, r.state from site_reports r
      where (r.target_kind = 'profile' and r.target_id = ${userId})
        or (r.target_kind = 'topic' and r.target_id in (select id from topics where user_id = ${userId}))
        or (r.target_kind = 'event' and r.target_id in (select id from events where user_id = ${userId}))
        or (r.target_kind = 'requirement' and r.target_id in (select id from requirements where user_id = ${userId}))
        or (r.target_kind = 'review' and r.target_id in (select id from reviews where user_id = ${userId}))
        or (r.target_kind = 'message' and r.target_id in (select id from messages where sender_id = ${userId}))
      order by r.created_at desc limit 20`,
  );

/** A company's record: itself and its group (the main profile, or its locations). */
export async function findCompany(db: Queryable, companyId: number) {
  const [row] = await rows(
    db,
    sql`select c.id, c.name, c.kind, c.country, c.vat_key as "vatId", c.created_at as "createdAt",
        p.id as "parentId", p.name as "parentName"
      from companies c left join companies p on p.id = c.parent_id
      where c.id = ${companyId}`,
  );
  return row ?? null;
}

export const selectCompanyMembers = (db: Queryable, companyId: number) =>
  rows(
    db,
    sql`select u.id as "userId", u.username, m.user_role as "userRole",
        nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), '') as name
      from company_members m join users u on u.id = m.user_id
      where m.company_id = ${companyId} order by m.user_role, u.username limit 200`,
  );

/** The group's other profiles: a main profile's locations, or a location's siblings and main. */
export const selectCompanyLocations = (db: Queryable, companyId: number, parentId: number | null) =>
  rows(
    db,
    sql`select c.id, c.name from companies c
      where c.id <> ${companyId}
        and (c.parent_id = ${parentId ?? companyId} or c.id = ${parentId ?? -1})
      order by c.name limit 100`,
  );

/** Its subscriptions, newest first: the current one and what came before. */
export const selectSubscriptionHistory = (db: Queryable, companyId: number) =>
  rows(
    db,
    sql`select plan, end_date as "endDate", created_at as "createdAt" from subscriptions
      where company_id = ${companyId} order by created_at desc, id desc limit 12`,
  );

export const selectCompanyPlanRequests = (db: Queryable, companyId: number) =>
  rows(
    db,
    sql`select id, plan, state, created_at as "createdAt" from plan_requests
      where company_id = ${companyId} order by created_at desc, id desc limit 12`,
  );

/** The invoices addressed to it and the purchase orders it issued, newest first. */
export const selectCompanyDocuments = (db: Queryable, companyId: number) =>
  rows(
    db,
    sql`select * from (
        select id, kind, number, state, issue_date as "issueDate", seller->>'legalName' as party,
          gross_minor as "grossMinor", currency
        from invoices where company_id = ${companyId}
        union all
        select id, 'purchase_order' as kind, number, state, issue_date as "issueDate",
          provider->>'legalName' as party, gross_minor as "grossMinor", currency
        from purchase_orders where company_id = ${companyId}
      ) d order by "issueDate" desc, id desc limit 30`,
  );
