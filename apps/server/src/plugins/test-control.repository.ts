import { eq, sql } from 'drizzle-orm';
import type { Queryable } from '../db/client.ts';
import { bookingSessions, bookings, events, subscriptions, users } from '../db/schema.ts';

/**
 * Time travel for end-to-end tests (plugins/test-control.ts): a booking's or an event's times, and
 * the queued jobs about them, move back as if `hours` had gone by. Never registered in production.
 */

const hoursBack = (hours: number) => sql`make_interval(secs => ${hours * 3600})`;

/** ISO instants as JavaScript writes them (`2026-12-03T09:00:00.000Z`), moved back. */
const movedDates = (hours: number) => sql`coalesce((
  select jsonb_agg(to_char((date.value::timestamptz - ${hoursBack(hours)}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') order by date.position)
  from jsonb_array_elements_text(${bookings.proposedDates}) with ordinality as date(value, position)
), '[]'::jsonb)`;

/** Moves the bookings' times back (start, end, expiry, creation, proposed dates, sessions). */
async function moveBookings(tx: Queryable, where: ReturnType<typeof sql>, hours: number) {
  const back = hoursBack(hours);
  const result = (await tx.execute(sql`
    update ${bookings} set
      starts_at = starts_at - ${back},
      ends_at = ends_at - ${back},
      expires_at = expires_at - ${back},
      created_at = created_at - ${back},
      proposed_dates = ${movedDates(hours)}
    where ${where}
    returning id`)) as { rows: Array<{ id: number }> };
  const ids = result.rows.map((row) => Number(row.id));
  if (ids.length > 0) {
    await tx.execute(sql`
      update ${bookingSessions} set starts_at = starts_at - ${back}, ends_at = ends_at - ${back}
      where booking_id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`);
  }
  return ids;
}

/** Answers the booking's id when it exists, moved back; null otherwise. */
export async function moveBookingBack(tx: Queryable, bookingId: number, hours: number) {
  const [moved] = await moveBookings(tx, sql`${bookings.id} = ${bookingId}`, hours);
  return moved ?? null;
}

/** Moves an event's times and all its bookings' back; answers their ids, or null. */
export async function moveEventBack(tx: Queryable, eventId: number, hours: number) {
  const back = hoursBack(hours);
  const result = (await tx.execute(sql`
    update ${events} set
      starts_at = starts_at - ${back},
      ends_at = ends_at - ${back},
      go_no_go_at = go_no_go_at - ${back},
      published_at = published_at - ${back},
      created_at = created_at - ${back}
    where id = ${eventId}
    returning id`)) as { rows: unknown[] };
  if (result.rows.length === 0) return null;
  return moveBookings(tx, sql`${bookings.eventId} = ${eventId}`, hours);
}

/** The jobs waiting to run about these bookings or this event fall due `hours` earlier. */
export async function moveQueuedJobsBack(
  tx: Queryable,
  about: { bookingIds: number[]; eventId: number | null },
  hours: number,
) {
  const aboutBookings =
    about.bookingIds.length === 0
      ? sql`false`
      : sql`data->>'bookingId' in (${sql.join(
          about.bookingIds.map((id) => sql`${String(id)}`),
          sql`, `,
        )})`;
  const aboutEvent =
    about.eventId === null ? sql`false` : sql`data->>'eventId' = ${String(about.eventId)}`;
  await tx.execute(sql`
    update pgboss.job set start_after = start_after - ${hoursBack(hours)}
    where state in ('created', 'retry') and (${aboutBookings} or ${aboutEvent})`);
}

/**
 * Moves a company's subscriptions back (their end and creation), as if `hours` had gone by: a
 * trial then ends, or comes near its end, through the real rules and the reminders' sweep.
 * Answers whether the company has one.
 */
export async function moveSubscriptionBack(tx: Queryable, companyId: number, hours: number) {
  const back = hoursBack(hours);
  const result = (await tx.execute(sql`
    update ${subscriptions} set end_date = end_date - ${back}, created_at = created_at - ${back}
    where ${subscriptions.companyId} = ${companyId}
    returning id`)) as { rows: Array<{ id: number }> };
  return result.rows.length > 0;
}

/** Sets an account's platform role by username; false when there is none. */
export async function setPlatformRoleOf(
  db: Queryable,
  username: string,
  role: 'operator' | 'support' | null,
): Promise<boolean> {
  const updated = await db
    .update(users)
    .set({ platformRole: role })
    .where(eq(users.username, username))
    .returning({ id: users.id });
  return updated.length === 1;
}
