import { zonedTimeToInstant } from '../../lib/time-zones.ts';

/** Date helpers for the demo data: days relative to "now", and wall-clock times in a time zone. */

export const DAY_MS = 24 * 60 * 60 * 1000;

export const addDays = (date: Date, days: number) => new Date(date.getTime() + days * DAY_MS);

/** YYYY-MM-DD of an instant, in UTC. */
export const isoDate = (date: Date) => date.toISOString().slice(0, 10);

/** The instants already found, by wall-clock time and zone: the demo asks for the same days often. */
const instants = new Map<string, number>();

/** The instant at which the clocks of `timeZone` show that calendar day (of `day`, UTC) and time. */
export function zonedInstant(day: Date, hour: number, minute: number, timeZone: string): Date {
  const time = `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
  const wallClock = `${isoDate(day)}T${time}`;
  const key = `${wallClock} ${timeZone}`;
  // Each look-up formats the zone's clock four or five times (time-zones.ts): about 0.1 ms.
  let instant = instants.get(key);
  if (instant === undefined) {
    instant = zonedTimeToInstant(wallClock, timeZone).getTime();
    instants.set(key, instant);
  }
  return new Date(instant);
}

/** The same day or the Monday after, so that demo classes do not fall on a weekend. */
export function onWeekday(day: Date): Date {
  const weekday = day.getUTCDay();
  if (weekday === 6) return addDays(day, 2);
  if (weekday === 0) return addDays(day, 1);
  return day;
}
