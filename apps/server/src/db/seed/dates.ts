/** Date helpers for the demo data: days relative to "now", and wall-clock times in a time zone. */

export const DAY_MS = 24 * 60 * 60 * 1000;

export const addDays = (date: Date, days: number) => new Date(date.getTime() + days * DAY_MS);

/** YYYY-MM-DD of an instant, in UTC. */
export const isoDate = (date: Date) => date.toISOString().slice(0, 10);

/** Minutes the zone is ahead of UTC at that instant (Europe/Rome in summer: 120). */
function offsetMinutes(instant: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((entry) => entry.type === type)?.value ?? 0);
  const asUtc = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return Math.round((asUtc - instant.getTime()) / 60_000);
}

/** The instant at which the clocks of `timeZone` show that calendar day (of `day`, UTC) and time. */
export function zonedInstant(day: Date, hour: number, minute: number, timeZone: string): Date {
  const wallClock = Date.UTC(
    day.getUTCFullYear(),
    day.getUTCMonth(),
    day.getUTCDate(),
    hour,
    minute,
  );
  const first = wallClock - offsetMinutes(new Date(wallClock), timeZone) * 60_000;
  // Near a daylight-saving change the offset at the result may differ from the first guess.
  const second = wallClock - offsetMinutes(new Date(first), timeZone) * 60_000;
  return new Date(second);
}

/** The same day or the Monday after, so that demo classes do not fall on a weekend. */
export function onWeekday(day: Date): Date {
  const weekday = day.getUTCDay();
  if (weekday === 6) return addDays(day, 2);
  if (weekday === 0) return addDays(day, 1);
  return day;
}
