import { describe, expect, it } from 'vitest';
import {
  instantToZonedTime,
  isTimeZone,
  offsetAt,
  parseWallClock,
  zonedTimeToInstant,
} from './time-zones.ts';

const utc = (wallClock: string, zone: string) => zonedTimeToInstant(wallClock, zone).toISOString();

describe('zonedTimeToInstant', () => {
  it('reads Rome on both sides of the spring change of 2027', () => {
    expect(utc('2027-03-27T09:00', 'Europe/Rome')).toBe('2027-03-27T08:00:00.000Z');
    expect(utc('2027-03-28T09:00', 'Europe/Rome')).toBe('2027-03-28T07:00:00.000Z');
    expect(utc('2027-03-28T01:59', 'Europe/Rome')).toBe('2027-03-28T00:59:00.000Z');
    expect(utc('2027-03-28T03:00', 'Europe/Rome')).toBe('2027-03-28T01:00:00.000Z');
  });

  it('moves a skipped time forward by the gap', () => {
    // 02:00-03:00 does not exist in Rome that night: 02:30 is 03:30 summer time.
    expect(utc('2027-03-28T02:30', 'Europe/Rome')).toBe('2027-03-28T01:30:00.000Z');
    expect(utc('2027-03-14T02:30', 'America/New_York')).toBe('2027-03-14T07:30:00.000Z');
  });

  it('takes the earlier of a time that happens twice', () => {
    // 02:30 happens in summer time (00:30Z) and again in winter time (01:30Z).
    expect(utc('2027-10-31T02:30', 'Europe/Rome')).toBe('2027-10-31T00:30:00.000Z');
    expect(utc('2027-10-31T03:00', 'Europe/Rome')).toBe('2027-10-31T02:00:00.000Z');
    expect(utc('2027-11-07T01:30', 'America/New_York')).toBe('2027-11-07T05:30:00.000Z');
  });

  it('reads New York around its own change, which is two weeks before Europe', () => {
    expect(utc('2027-03-13T09:00', 'America/New_York')).toBe('2027-03-13T14:00:00.000Z');
    expect(utc('2027-03-14T09:00', 'America/New_York')).toBe('2027-03-14T13:00:00.000Z');
    expect(utc('2027-12-31T23:30', 'America/New_York')).toBe('2028-01-01T04:30:00.000Z');
  });

  it('handles zones with odd offsets, southern summers and none at all', () => {
    expect(utc('2027-06-01T10:00', 'Asia/Kolkata')).toBe('2027-06-01T04:30:00.000Z');
    expect(utc('2027-01-15T10:00', 'Australia/Sydney')).toBe('2027-01-14T23:00:00.000Z');
    expect(utc('2027-07-15T10:00', 'Australia/Sydney')).toBe('2027-07-15T00:00:00.000Z');
    expect(utc('2027-07-15T10:00', 'Asia/Kathmandu')).toBe('2027-07-15T04:15:00.000Z');
    expect(utc('2027-07-15T10:00', 'UTC')).toBe('2027-07-15T10:00:00.000Z');
    expect(utc('2027-02-28T23:59', 'Pacific/Kiritimati')).toBe('2027-02-28T09:59:00.000Z');
  });

  it('refuses what is not a time or not a zone', () => {
    expect(() => zonedTimeToInstant('2027-02-30T10:00', 'Europe/Rome')).toThrow(RangeError);
    expect(() => zonedTimeToInstant('2027-02-01 10:00', 'Europe/Rome')).toThrow(RangeError);
    expect(() => zonedTimeToInstant('2027-02-01T10:00', 'Mars/Olympus')).toThrow(RangeError);
  });
});

describe('instantToZonedTime', () => {
  it('gives back what the organiser typed', () => {
    for (const [wall, zone] of [
      ['2027-03-28T09:00', 'Europe/Rome'],
      ['2027-10-31T02:30', 'Europe/Rome'],
      ['2027-11-07T01:30', 'America/New_York'],
      ['2027-06-01T10:00', 'Asia/Kolkata'],
    ] as const) {
      expect(instantToZonedTime(zonedTimeToInstant(wall, zone), zone)).toBe(wall);
    }
  });
});

describe('helpers', () => {
  it('knows real zones, aliases included', () => {
    expect(isTimeZone('Europe/Rome')).toBe(true);
    expect(isTimeZone('Asia/Calcutta')).toBe(true);
    expect(isTimeZone('Europe/Atlantis')).toBe(false);
    expect(isTimeZone('')).toBe(false);
  });

  it('finds offsets in milliseconds', () => {
    expect(offsetAt(Date.UTC(2027, 6, 1), 'Europe/Rome')).toBe(2 * 3_600_000);
    expect(offsetAt(Date.UTC(2027, 0, 1), 'America/New_York')).toBe(-5 * 3_600_000);
  });

  it('parses only real calendar times', () => {
    expect(parseWallClock('2028-02-29T12:00')).toBe(Date.UTC(2028, 1, 29, 12));
    expect(parseWallClock('2027-02-29T12:00')).toBeNull();
    expect(parseWallClock('2027-01-01T24:00')).toBeNull();
    expect(parseWallClock('2027-01-01T10:60')).toBeNull();
  });
});
