/**
 * Wall-clock times in IANA time zones, with nothing but Intl. Event forms send the organiser's local
 * date and time ("2027-03-28T09:00") and their zone ("Europe/Rome"); the database stores instants.
 */

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
const wallClockPattern = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

const formatters = new Map<string, Intl.DateTimeFormat>();

/** One formatter per zone: constructing them is the slow part of Intl. */
function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      era: 'short',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Whether Intl knows the zone (canonical names and their aliases: Europe/Kiev, Asia/Calcutta). */
export function isTimeZone(value: string): boolean {
  if (value === '' || value.length > 64) return false;
  try {
    formatterOf(value);
    return true;
  } catch {
    return false;
  }
}

/** The zone's offset from UTC at an instant, in milliseconds (Europe/Rome in July: +7 200 000). */
export function offsetAt(instantMs: number, timeZone: string): number {
  const parts = formatterOf(timeZone).formatToParts(new Date(instantMs));
  const value = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((part) => part.type === type)?.value ?? 0);
  const isBeforeCommonEra = parts.find((part) => part.type === 'era')?.value === 'BC';
  const year = isBeforeCommonEra ? 1 - value('year') : value('year');
  const wall = Date.UTC(
    year,
    value('month') - 1,
    value('day'),
    value('hour'),
    value('minute'),
    value('second'),
  );
  // Intl drops milliseconds; compare whole seconds on both sides.
  return wall - Math.floor(instantMs / 1000) * 1000;
}

/** "2027-03-28T09:00" as its parts, or null when it is no real calendar time. */
export function parseWallClock(text: string): number | null {
  const match = wallClockPattern.exec(text);
  if (!match) return null;
  const [year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0] = match
    .slice(1)
    .map((part) => Number(part ?? 0));
  const ms = Date.UTC(year, month - 1, day, hour, minute, second);
  const check = new Date(ms);
  // Date.UTC rolls 31 April over to 1 May; a real date reads back the same.
  const isReal =
    check.getUTCFullYear() === year &&
    check.getUTCMonth() === month - 1 &&
    check.getUTCDate() === day &&
    hour < 24 &&
    minute < 60 &&
    second < 60;
  return isReal ? ms : null;
}

/**
 * The instant at which clocks in `timeZone` show `wallClock` (YYYY-MM-DDTHH:mm). The offset is
 * looked up where the answer would be and corrected once when the guess crossed a change of offset.
 * Times that happen twice (the hour clocks go back) are the earlier one; times that never happen
 * (the hour clocks skip) move forward by the gap, as clocks do: 02:30 on the spring-forward night
 * in Rome is 03:30 summer time.
 */
export function zonedTimeToInstant(wallClock: string, timeZone: string): Date {
  const wall = parseWallClock(wallClock);
  if (wall === null) throw new RangeError(`Not a wall-clock time: ${wallClock}`);
  if (!isTimeZone(timeZone)) throw new RangeError(`Unknown time zone: ${timeZone}`);

  // The offsets in force around that day: offsets change at most once within a day anywhere.
  const before = offsetAt(wall - DAY_MS, timeZone);
  const after = offsetAt(wall + DAY_MS, timeZone);
  const fits = (offset: number) => offsetAt(wall - offset, timeZone) === offset;
  const candidates = [...new Set([before, after, offsetAt(wall - before, timeZone)])]
    .filter(fits)
    .map((offset) => wall - offset);
  if (candidates.length > 0) return new Date(Math.min(...candidates));
  // A skipped time: read it with the offset from before the change, which lands after the gap.
  return new Date(wall - before);
}

/** An instant as the wall-clock time of a zone, YYYY-MM-DDTHH:mm (what a form shows back). */
export function instantToZonedTime(instant: Date, timeZone: string): string {
  const local = new Date(instant.getTime() + offsetAt(instant.getTime(), timeZone));
  return local.toISOString().slice(0, 16);
}
