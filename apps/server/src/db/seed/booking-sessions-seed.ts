import { heldSessions } from '@app/contracts/training-days';
import { and, eq, isNotNull, notExists, sql } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { bookingParticipants, bookingSessions, bookings, sessionAttendance } from '../schema.ts';

/**
 * The demo's topic bookings are written as rows with a period; this gives them their sessions as a
 * booking holds them (schema.ts, bookingSessions: the days of the period, holding the trainer's time
 * while accepted, so the exclusion constraint checks the demo too) and their people's attendance
 * session by session (each recorded attendance for every session). Idempotent: bookings and people
 * that have theirs are left alone.
 */
export async function seedBookingSessions(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    const rows = await tx
      .select({
        id: bookings.id,
        state: bookings.state,
        providerId: bookings.providerId,
        startsAt: bookings.startsAt,
        endsAt: bookings.endsAt,
      })
      .from(bookings)
      .where(
        and(
          eq(bookings.kind, 'topic'),
          isNotNull(bookings.startsAt),
          isNotNull(bookings.endsAt),
          notExists(
            tx
              .select({ one: sql`1` })
              .from(bookingSessions)
              .where(eq(bookingSessions.bookingId, bookings.id)),
          ),
        ),
      );
    const sessions = rows.flatMap((row) =>
      heldSessions({ ...row, kind: 'topic', sessions: null }).map((session, position) => ({
        bookingId: row.id,
        position,
        providerId: row.providerId,
        startsAt: new Date(session.startsAt),
        endsAt: new Date(session.endsAt),
        holds: row.state === 'accepted',
      })),
    );
    for (let start = 0; start < sessions.length; start += 1000) {
      await tx.insert(bookingSessions).values(sessions.slice(start, start + 1000));
    }
    await tx.execute(sql`
      insert into ${sessionAttendance} (participant_id, position, attendance)
      select p.id, coalesce(s.position, 0), p.attendance
      from ${bookingParticipants} p
      left join ${bookingSessions} s on s.booking_id = p.booking_id
      where p.attendance is not null
        and not exists (select 1 from ${sessionAttendance} a where a.participant_id = p.id)`);
  });
}
