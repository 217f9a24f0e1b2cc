import { heldSessions, type Session } from '@app/contracts/training-days';
import type { z } from 'zod';
import { bookingLimits, type Attendance } from '@app/contracts/actions/booking';
import type { recordattendance } from '@app/contracts/actions/after-event';
import type { BookingRole } from '@app/contracts/states';
import type { Database } from '../../db/client.ts';
import { AppError, InputError } from '../../lib/app-error.ts';
import { selectParticipants } from './booking-lists.repository.ts';
import { DAY_MS, fireBooking, type BookingDeps } from './booking-machine.ts';
import { findSessions, writeSessionAttendance } from './booking-sessions.repository.ts';
import { lockBooking } from './bookings.repository.ts';

/**
 * After the event, the provider records who came, person by person (docs/product.md, "After the
 * event"; docs/decisions/013-bookings.md).
 */

type AttendanceInput = z.output<typeof recordattendance.request>;

/** States whose people may be marked present or absent: a seat held, a topic booking accepted. */
const attendanceStates: readonly string[] = [
  'booked',
  'attended',
  'no_show',
  'accepted',
  'completed',
];

const attendanceWindowMs = bookingLimits.attendanceDays * DAY_MS;

/** From the training's start until the review window after its end closes. */
export function isAttendanceOpen(
  training: { startsAt: Date | null; endsAt: Date | null },
  now = new Date(),
): boolean {
  if (training.startsAt === null || training.startsAt > now) return false;
  const end = training.endsAt ?? training.startsAt;
  return now.getTime() <= end.getTime() + attendanceWindowMs;
}

/** Whether these roles may record the booking's attendance now (the lists' canRecordAttendance). */
export function canRecordAttendance(
  booking: { state: string; startsAt: Date | null; endsAt: Date | null },
  roles: readonly BookingRole[],
  now = new Date(),
): boolean {
  return (
    roles.includes('provider') &&
    attendanceStates.includes(booking.state) &&
    isAttendanceOpen(booking, now)
  );
}

/**
 * The state a seat booking follows from its people: attended when anyone came, no_show when every
 * one was recorded absent, otherwise as it is.
 */
function seatStateOf(people: ReadonlyArray<{ attendance: Attendance | null }>, state: string) {
  if (people.some((person) => person.attendance === 'attended')) return 'attended';
  if (people.length > 0 && people.every((person) => person.attendance === 'no_show')) {
    return 'no_show';
  }
  return state;
}

export const attendanceOf = (person: {
  id: number;
  name: string;
  email: string | null;
  attendance: Attendance | null;
  bySession: Array<{ session: number; attendance: Attendance }>;
}) => ({
  id: person.id,
  name: person.name,
  email: person.email,
  attendance: person.attendance,
  bySession: person.bySession,
});

/**
 * The sessions attendance is recorded for: the one asked (begun, else attendance_not_open), or
 * every session begun by now.
 */
function sessionsToRecord(sessions: readonly Session[], asked: number | undefined, now: Date) {
  const begun = sessions.flatMap((session, position) =>
    Date.parse(session.startsAt) <= now.getTime() ? [position] : [],
  );
  if (asked === undefined) return begun;
  if (asked >= sessions.length) throw new InputError({ session: ['validation.invalid'] });
  if (!begun.includes(asked)) throw new AppError('attendance_not_open');
  return [asked];
}

/**
 * Records one participant (or all of the booking's people) present or absent at one session (or
 * every session begun), in one transaction with the booking locked. A seat booking's state follows
 * its people through the seat machine's attend and noShow transitions; a topic booking keeps its
 * state. The buyer hears of it once, when attendance is first recorded.
 */
export async function recordAttendance(
  db: Database,
  deps: BookingDeps,
  actor: { userId: number; roles: readonly BookingRole[] },
  input: AttendanceInput,
) {
  return db.transaction(async (tx) => {
    const booking = await lockBooking(tx, input.bookingId);
    if (!booking) throw new AppError('not_found');
    if (!actor.roles.includes('provider')) throw new AppError('forbidden');
    if (!attendanceStates.includes(booking.state)) throw new AppError('invalid_transition');
    const now = new Date();
    if (!isAttendanceOpen(booking, now)) throw new AppError('attendance_not_open');
    const before = await selectParticipants(tx, [booking.id]);
    const participantId = input.participantId ?? null;
    if (participantId !== null && !before.some((person) => person.id === participantId)) {
      throw new AppError('not_found');
    }
    const sessions = heldSessions({ ...booking, sessions: await findSessions(tx, booking.id) });
    const positions = sessionsToRecord(sessions, input.session, now);
    const firstRecord = before.every((person) => person.attendance === null);
    const ids = participantId === null ? before.map((person) => person.id) : [participantId];
    await writeSessionAttendance(tx, booking.id, ids, positions, input.attendance);
    const people = await selectParticipants(tx, [booking.id]);
    let state = booking.state;
    if (booking.kind === 'event') {
      const target = seatStateOf(people, booking.state);
      if (target !== booking.state) {
        const transition = target === 'attended' ? 'attend' : 'noShow';
        state = await fireBooking(tx, deps, booking, transition, actor);
      }
    }
    if (firstRecord) {
      await deps.notify(tx, {
        bookingId: booking.id,
        transition: 'attendance',
        actorId: actor.userId,
      });
    }
    return { booking: { id: booking.id, state }, participants: people.map(attendanceOf) };
  });
}
