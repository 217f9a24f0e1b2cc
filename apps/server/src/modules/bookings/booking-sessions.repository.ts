import type { Session } from '@app/contracts/training-days';
import type { Attendance } from '@app/contracts/actions/booking';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import {
  bookingParticipants,
  bookingSessions,
  bookings,
  sessionAttendance,
} from '../../db/schema.ts';

/**
 * A topic booking's sessions as rows (schema.ts, bookingSessions): the days it holds of its
 * provider's time while accepted, and who came to each.
 */

// The subqueries below name their columns in full: drizzle leaves a column unqualified in a query
// of one table, where the subquery's own table would answer for it.
const isoOf = (column: string) =>
  sql.raw(`to_char(s.${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

/**
 * The sessions of the booking a query reads (from `bookings`), in order, as ISO instants; null when
 * it has none (an event's seats, a request not yet accepted): heldSessions then reads its period.
 */
export const sessionsColumn = sql<Session[] | null>`(
  select jsonb_agg(jsonb_build_object('startsAt', ${isoOf('starts_at')},
    'endsAt', ${isoOf('ends_at')}) order by s.position)
  from ${bookingSessions} s where s.booking_id = "bookings"."id")`;

/**
 * Writes a booking's sessions (replacing any), holding its provider's time as its state says
 * (holdsIn): a booking made accepted holds them at once; one accepted later, from its transition
 * (holdSessions). The exclusion constraint checks them when they hold.
 */
export async function writeSessions(
  tx: Queryable,
  booking: { id: number; providerId: number; state: string },
  sessions: readonly Session[],
) {
  await tx.delete(bookingSessions).where(eq(bookingSessions.bookingId, booking.id));
  if (sessions.length === 0) return;
  await tx.insert(bookingSessions).values(
    sessions.map((session, position) => ({
      bookingId: booking.id,
      position,
      providerId: booking.providerId,
      startsAt: new Date(session.startsAt),
      endsAt: new Date(session.endsAt),
      holds: holdsIn(booking.state),
    })),
  );
}

/** Whether a booking in this state holds its sessions' time: exactly while it is accepted. */
export const holdsIn = (state: string) => state === 'accepted';

/** Whether the booking's sessions hold its provider's time (holdsIn its state). */
export async function holdSessions(tx: Queryable, bookingId: number, holds: boolean) {
  await tx.update(bookingSessions).set({ holds }).where(eq(bookingSessions.bookingId, bookingId));
}

/** Who came to which session, for the participant a query reads (from booking_participants). */
export const sessionAttendanceColumn = sql<Array<{ session: number; attendance: Attendance }>>`
  coalesce((select jsonb_agg(jsonb_build_object('session', a.position,
    'attendance', a.attendance) order by a.position)
  from ${sessionAttendance} a
  where a.participant_id = "booking_participants"."id"), '[]'::jsonb)`;

/** A booking's sessions as rows, in order (none: heldSessions reads its period). */
export async function findSessions(db: Queryable, bookingId: number): Promise<Session[] | null> {
  const [row] = await db
    .select({ sessions: sessionsColumn })
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  return row?.sessions ?? null;
}

/**
 * Records these participants present or absent at these sessions, then sums each one's attendance
 * up (schema.ts, sessionAttendance): attended when present at any session, else no_show.
 */
export async function writeSessionAttendance(
  tx: Queryable,
  bookingId: number,
  participantIds: readonly number[],
  sessions: readonly number[],
  attendance: Attendance,
) {
  if (participantIds.length === 0 || sessions.length === 0) return;
  await tx
    .insert(sessionAttendance)
    .values(
      participantIds.flatMap((participantId) =>
        sessions.map((position) => ({ participantId, position, attendance })),
      ),
    )
    .onConflictDoUpdate({
      target: [sessionAttendance.participantId, sessionAttendance.position],
      set: { attendance },
    });
  await tx
    .update(bookingParticipants)
    .set({
      attendance: sql`(select case when bool_or(a.attendance = 'attended')
        then 'attended' else 'no_show' end from ${sessionAttendance} a
        where a.participant_id = "booking_participants"."id")`,
    })
    .where(
      and(
        eq(bookingParticipants.bookingId, bookingId),
        inArray(bookingParticipants.id, [...participantIds]),
      ),
    );
}
