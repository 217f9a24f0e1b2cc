import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { openBookingStates } from '@app/contracts/states';
import type { Queryable } from '../../db/client.ts';
import { dataExports, users } from '../../db/schema.ts';
import type { StateColumn } from '../../shared/state-history.repository.ts';

type Row = Record<string, unknown>;

async function rowsOf(db: Queryable, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as { rows: Row[] };
  return result.rows;
}

/** Where dataExportMachine keeps a copy's state. */
export const dataExportStateColumn: StateColumn = {
  table: dataExports,
  id: dataExports.id,
  state: dataExports.state,
};

export type DataExportRow = typeof dataExports.$inferSelect;

export async function findLatestExport(db: Queryable, userId: number) {
  const [row] = await db
    .select()
    .from(dataExports)
    .where(eq(dataExports.userId, userId))
    .orderBy(desc(dataExports.id))
    .limit(1);
  return row ?? null;
}

export async function findExport(db: Queryable, id: number) {
  const [row] = await db.select().from(dataExports).where(eq(dataExports.id, id)).limit(1);
  return row ?? null;
}

/** The user's copies still waiting (being prepared or ready), which a new request withdraws. */
export function selectPendingExports(db: Queryable, userId: number) {
  return db
    .select({ id: dataExports.id, state: dataExports.state })
    .from(dataExports)
    .where(
      and(eq(dataExports.userId, userId), sql`${dataExports.state} in ('preparing', 'ready')`),
    );
}

export async function insertExport(db: Queryable, userId: number) {
  const [row] = await db.insert(dataExports).values({ userId }).returning();
  if (!row) throw new Error('data export not inserted');
  return row;
}

export async function setExportReady(
  db: Queryable,
  id: number,
  values: { bytes: number; expiresAt: Date },
) {
  await db
    .update(dataExports)
    .set({ ...values, readyAt: new Date() })
    .where(eq(dataExports.id, id));
}

export async function setExportLink(db: Queryable, id: number, tokenHash: string) {
  await db
    .update(dataExports)
    .set({ tokenHash, mailedAt: new Date() })
    .where(eq(dataExports.id, id));
}

export async function setExportDownloaded(db: Queryable, id: number) {
  await db
    .update(dataExports)
    .set({ downloadedAt: new Date(), tokenHash: null })
    .where(eq(dataExports.id, id));
}

/** Locks a copy for its download: of two clicks on the link, one gets the file. */
export async function lockExport(db: Queryable, id: number) {
  const [row] = await db
    .select()
    .from(dataExports)
    .where(eq(dataExports.id, id))
    .for('update')
    .limit(1);
  return row ?? null;
}

export async function findRecipient(db: Queryable, userId: number) {
  const [row] = await db
    .select({
      email: users.email,
      username: users.username,
      language: users.language,
      erasedAt: users.erasedAt,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}

// ---------------------------------------------------------------------------------------------
// What a copy of the user's data holds: every table's rows about them, as they are stored.

/** One file of the copy: its name in the ZIP and the rows it lists. */
export interface ExportSection {
  file: string;
  rows: Row[];
}

/** Everything the product holds about the user, table by table (secrets are left out later). */
export async function selectUserData(db: Queryable, userId: number): Promise<ExportSection[]> {
  const sections: Array<[string, SQL]> = [
    ['profile.json', sql`select * from users where id = ${userId}`],
    ['settings.json', sql`select * from user_settings where user_id = ${userId}`],
    [
      'companies.json',
      sql`select c.name as company, c.kind, m.user_role, m.department, m.created_at as joined_at
          from company_members m join companies c on c.id = m.company_id
          where m.user_id = ${userId} order by m.created_at`,
    ],
    ['social-sign-in.json', sql`select * from social_identities where user_id = ${userId}`],
    [
      'reports-sent.json',
      sql`select reference, kind, name, email, subject, message, link, created_at
          from site_reports where user_id = ${userId} order by id`,
    ],
    ['topics.json', sql`select * from topics where user_id = ${userId} order by id`],
    ['events.json', sql`select * from events where user_id = ${userId} order by id`],
    ['requirements.json', sql`select * from requirements where user_id = ${userId} order by id`],
    ['quotes.json', sql`select * from quotes where provider_id = ${userId} order by id`],
    [
      'favourites.json',
      sql`select t.title, t.url, f.created_at from favourites f join topics t on t.id = f.topic_id
          where f.user_id = ${userId} order by f.created_at`,
    ],
    [
      'messages.json',
      sql`select m.id, m.created_at, s.username as from_user, r.username as to_user, m.body
          from messages m
          join users s on s.id = m.sender_id
          join users r on r.id = m.recipient_id
          where m.sender_id = ${userId} or m.recipient_id = ${userId}
          order by m.id`,
    ],
    [
      'blocked-users.json',
      sql`select u.username, b.created_at from user_blocks b join users u on u.id = b.blocked_id
          where b.blocker_id = ${userId}`,
    ],
    [
      'bookings.json',
      sql`select * from bookings where buyer_id = ${userId} or provider_id = ${userId} order by id`,
    ],
    [
      'booking-participations.json',
      sql`select * from booking_participants where user_id = ${userId} order by id`,
    ],
    ['reviews-written.json', sql`select * from reviews where user_id = ${userId} order by id`],
    ['reviews-received.json', sql`select * from reviews where provider_id = ${userId} order by id`],
    ['purchase-orders.json', sql`select * from purchase_orders where provider_id = ${userId}`],
    [
      'invoices.json',
      sql`select * from invoices where provider_id = ${userId} or buyer_id = ${userId} order by id`,
    ],
    ['billing-details.json', sql`select * from billing_details where user_id = ${userId}`],
    ['notifications.json', sql`select * from notifications where user_id = ${userId} order by id`],
    ['sessions.json', sql`select * from sessions where user_id = ${userId} order by created_at`],
    ['security-log.json', sql`select * from audit_events where user_id = ${userId} order by id`],
  ];
  const result: ExportSection[] = [];
  for (const [file, query] of sections) result.push({ file, rows: await rowsOf(db, query) });
  return result;
}

// ---------------------------------------------------------------------------------------------
// Erasure (decisions.md, "erasure").

export async function lockUser(db: Queryable, userId: number) {
  const [row] = await db
    .select({ id: users.id, erasedAt: users.erasedAt })
    .from(users)
    .where(eq(users.id, userId))
    .for('update')
    .limit(1);
  return row ?? null;
}

export async function countOpenBookings(db: Queryable, userId: number): Promise<number> {
  const states = sql.join(
    openBookingStates.map((state) => sql`${state}`),
    sql`, `,
  );
  const [row] = await rowsOf(
    db,
    sql`select count(*)::int as n from bookings
        where (buyer_id = ${userId} or provider_id = ${userId}) and state in (${states})`,
  );
  return Number(row?.n ?? 0);
}

/** Companies the user is the only admin of while others still work there. */
export async function countCompaniesLeftWithoutAdmin(db: Queryable, userId: number) {
  const [row] = await rowsOf(
    db,
    sql`select count(*)::int as n from company_members mine
        where mine.user_id = ${userId} and mine.user_role = 1
          and not exists (select 1 from company_members a where a.company_id = mine.company_id
                          and a.user_role = 1 and a.user_id <> ${userId})
          and exists (select 1 from company_members o where o.company_id = mine.company_id
                      and o.user_id <> ${userId})`,
  );
  return Number(row?.n ?? 0);
}

/** The upload URLs of the user's profile image and listings, whose files go after the rows. */
export async function selectUploadUrls(db: Queryable, userId: number): Promise<string[]> {
  const rows = await rowsOf(
    db,
    sql`select profile_image as image from users where id = ${userId}
        union all select images from topics where user_id = ${userId}
        union all select images from events where user_id = ${userId}`,
  );
  return rows.flatMap((row) => urlsIn(row.image));
}

/** Every `/uploads/...` string in a stored image value (one image, or a list of them). */
export function urlsIn(value: unknown): string[] {
  if (typeof value === 'string') return value.startsWith('/uploads/') ? [value] : [];
  if (Array.isArray(value)) return value.flatMap(urlsIn);
  if (value && typeof value === 'object') return Object.values(value).flatMap(urlsIn);
  return [];
}

/**
 * Removes or anonymises every personal datum of the user, in the caller's transaction. The users
 * row stays (bookings, invoices and reviews keep their other party), stripped to an anonymous
 * "Former user" with an address no one can register or mail; their listings, messages they sent,
 * sessions, settings, sign-in methods, favourites, notifications, memberships and security log go;
 * records of other people (a company's staff lists, participants) lose the link to the account.
 */
export async function eraseUserData(db: Queryable, userId: number): Promise<void> {
  const statements: SQL[] = [
    // Listings: their reviews, favourites and quotes go with them; bookings keep their snapshot.
    sql`delete from topics where user_id = ${userId}`,
    sql`delete from events where user_id = ${userId}`,
    sql`delete from requirements where user_id = ${userId}`,
    sql`delete from quotes where provider_id = ${userId}`,
    // Messages they wrote; the other side keeps their own, under a "Former user".
    sql`delete from messages where sender_id = ${userId}`,
    sql`update conversations c
        set last_message_id = last.id, last_message_at = coalesce(last.created_at, c.last_message_at)
        from (select c2.id as conversation_id, m.id, m.created_at from conversations c2
              left join lateral (select id, created_at from messages
                                 where conversation_id = c2.id order by id desc limit 1) m on true
              where c2.user_low = ${userId} or c2.user_high = ${userId}) last
        where c.id = last.conversation_id`,
    sql`delete from conversations c
        where (c.user_low = ${userId} or c.user_high = ${userId})
          and not exists (select 1 from messages m where m.conversation_id = c.id)`,
    sql`delete from conversation_members where user_id = ${userId}`,
    sql`delete from user_blocks where blocker_id = ${userId} or blocked_id = ${userId}`,
    sql`delete from favourites where user_id = ${userId}`,
    sql`delete from site_reports where user_id = ${userId}`,
    sql`delete from notifications where user_id = ${userId}`,
    sql`delete from sessions where user_id = ${userId}`,
    sql`delete from user_settings where user_id = ${userId}`,
    sql`delete from password_resets where user_id = ${userId}`,
    sql`delete from email_verifications where user_id = ${userId}`,
    sql`delete from recovery_codes where user_id = ${userId}`,
    sql`delete from two_factor_challenges where user_id = ${userId}`,
    sql`delete from social_identities where user_id = ${userId}`,
    sql`delete from calendar_feeds where user_id = ${userId}`,
    sql`delete from billing_details where user_id = ${userId}`,
    sql`delete from data_exports where user_id = ${userId}`,
    sql`delete from company_members where user_id = ${userId}`,
    sql`delete from audit_events where user_id = ${userId}`,
    sql`delete from login_failures where lower(login_name) in
        (select lower(username) from users where id = ${userId}
         union select lower(email) from users where id = ${userId})`,
    // Other people's records keep what they wrote, without the account behind it.
    sql`update company_trainers set user_id = null, status = 'approved', joined_at = null
        where user_id = ${userId}`,
    sql`update company_people set user_id = null where user_id = ${userId}`,
    sql`update booking_participants set user_id = null where user_id = ${userId}`,
    sql`update training_assessments set user_id = null where user_id = ${userId}`,
    sql`update users set
          username = 'former-user-' || id,
          email = 'erased:' || id,
          password_hash = null, first_name = 'Former', last_name = 'user',
          headline = null, bio = null, profile_image = null,
          skills = '[]'::jsonb, spoken_languages = '[]'::jsonb,
          location = null, website = null, phone = null, industry = null,
          active_company_id = null, language = null, last_login_at = null,
          email_verified_at = null, totp_secret = null, totp_pending_secret = null,
          totp_enabled_at = null, totp_last_step = null,
          is_active = false, deactivated_at = coalesce(deactivated_at, now()),
          erased_at = now(), updated_at = now()
        where id = ${userId}`,
  ];
  for (const statement of statements) await db.execute(statement);
}
