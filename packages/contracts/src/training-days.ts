// No zod here: the web's first pages format dates with these functions.

/**
 * The days a course of `hours` takes from its start (until sessions are booked one by one): up to
 * eight hours a day from the start's time, with an hour's break once a day passes four hours, on
 * consecutive weekdays. A 20-hour course from Monday 09:00 runs to Wednesday 13:00, never through
 * the night. Answers each day's start and end; the course ends when its last day does.
 */
export const trainingHoursPerDay = 8;
/** The hours of a topic that says none: a day's training (bookings, and the course's data). */
export const defaultCourseHours = 8;
const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

export function trainingDays(
  startsAt: Date,
  hours: number,
): Array<{ startsAt: Date; endsAt: Date }> {
  const days: Array<{ startsAt: Date; endsAt: Date }> = [];
  let left = Math.max(hours, 0);
  let day = startsAt;
  do {
    const today = Math.min(left, trainingHoursPerDay);
    const span = today + (today > 4 ? 1 : 0);
    days.push({ startsAt: day, endsAt: new Date(day.getTime() + span * HOUR_MS) });
    left -= today;
    // The next weekday at the same time (the weekday as read in UTC, where demo and real starts
    // of European office hours fall on the same day).
    do day = new Date(day.getTime() + DAY_MS);
    while (day.getUTCDay() === 0 || day.getUTCDay() === 6);
  } while (left > 0);
  return days;
}

/** When a course of `hours` from `startsAt` ends: the end of its last day. */
export function trainingEnd(startsAt: Date, hours: number): Date {
  const days = trainingDays(startsAt, hours);
  return days[days.length - 1]!.endsAt;
}

/**
 * The days of a course booked from `startsAt` to `endsAt` (as trainingEnd made it): every weekday
 * from the first to the last at the first's time, a full day each but the last, which ends with
 * the course. A period within a day (or an event's) is one day.
 */
export function daysOfPeriod(
  startsAt: Date,
  endsAt: Date,
): Array<{ startsAt: Date; endsAt: Date }> {
  const fullDay = (trainingHoursPerDay + 1) * HOUR_MS;
  if (endsAt.getTime() - startsAt.getTime() <= DAY_MS) return [{ startsAt, endsAt }];
  const days: Array<{ startsAt: Date; endsAt: Date }> = [];
  let day = startsAt;
  while (day < endsAt) {
    const dayEnd = new Date(Math.min(day.getTime() + fullDay, endsAt.getTime()));
    let next = new Date(day.getTime() + DAY_MS);
    while (next.getUTCDay() === 0 || next.getUTCDay() === 6)
      next = new Date(next.getTime() + DAY_MS);
    // The last day ends with the course.
    days.push({ startsAt: day, endsAt: next >= endsAt ? endsAt : dayEnd });
    day = next;
  }
  return days;
}

/**
 * A course's sessions (docs/product.md, "Bookings"): the days with their hours a booking of a
 * topic holds. Accepting a request books them: the days trainingDays gives the chosen date, or
 * the ones the provider sets instead.
 */
export const sessionLimits = { max: 20, maxHours: 12 } as const;

/** One session: ISO instants (its schema, for requests and answers, is in actions/booking.ts). */
export interface Session {
  startsAt: string;
  endsAt: string;
}

/**
 * What is wrong with a list of sessions, as a message key, or null: one to `max`, each ending
 * after it starts and within `maxHours`, in order without overlapping, the first still ahead.
 */
export function sessionsProblem(
  sessions: ReadonlyArray<{ startsAt: string; endsAt: string }>,
  now: Date,
):
  | 'validation.required'
  | 'validation.sessions.tooMany'
  | 'validation.dateOrder'
  | 'validation.sessions.tooLong'
  | 'validation.sessions.overlap'
  | 'validation.sessions.past'
  | null {
  if (sessions.length === 0) return 'validation.required';
  if (sessions.length > sessionLimits.max) return 'validation.sessions.tooMany';
  let previousEnd = -Infinity;
  for (const session of sessions) {
    const start = Date.parse(session.startsAt);
    const end = Date.parse(session.endsAt);
    if (!(end > start)) return 'validation.dateOrder';
    if (end - start > sessionLimits.maxHours * HOUR_MS) return 'validation.sessions.tooLong';
    if (start < previousEnd) return 'validation.sessions.overlap';
    previousEnd = end;
  }
  if (Date.parse(sessions[0]!.startsAt) <= now.getTime()) return 'validation.sessions.past';
  return null;
}

/** The sessions trainingDays gives a course of `hours` from `startsAt`, as ISO instants. */
export const sessionsFrom = (startsAt: Date, hours: number): Session[] =>
  trainingDays(startsAt, hours).map((day) => ({
    startsAt: day.startsAt.toISOString(),
    endsAt: day.endsAt.toISOString(),
  }));

/**
 * The sessions a booking holds: those accepted, else its period's days (a topic's, as
 * daysOfPeriod reads them; an event's period whole); none before it has a period.
 */
export function heldSessions(booking: {
  kind: 'topic' | 'event';
  startsAt: Date | null;
  endsAt: Date | null;
  sessions: Session[] | null;
}): Session[] {
  if (booking.sessions && booking.sessions.length > 0) return booking.sessions;
  if (!booking.startsAt || !booking.endsAt) return [];
  const days =
    booking.kind === 'topic'
      ? daysOfPeriod(booking.startsAt, booking.endsAt)
      : [{ startsAt: booking.startsAt, endsAt: booking.endsAt }];
  return days.map((day) => ({
    startsAt: day.startsAt.toISOString(),
    endsAt: day.endsAt.toISOString(),
  }));
}
