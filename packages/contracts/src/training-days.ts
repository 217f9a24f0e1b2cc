/**
 * The days a course of `hours` takes from its start (until sessions are booked one by one): up to
 * eight hours a day from the start's time, with an hour's break once a day passes four hours, on
 * consecutive weekdays. A 20-hour course from Monday 09:00 runs to Wednesday 13:00, never through
 * the night. Answers each day's start and end; the course ends when its last day does.
 */
export const trainingHoursPerDay = 8;
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
