import { describe, expect, it } from 'vitest';
import { describeEventTimes } from './event-times.ts';
import { placeOf, timeZoneGroups } from './time-zone-options.ts';

const event = {
  startsAt: '2027-06-12T07:00:00.000Z',
  endsAt: '2027-06-12T15:00:00.000Z',
  timeZone: 'Europe/Rome',
};

describe('describeEventTimes', () => {
  it('adds the organiser zone when the clock times differ', () => {
    const times = describeEventTimes(event, 'en', 'America/New_York');
    expect(times.range).toBe('12 Jun 2027, 03:00–11:00');
    expect(times.organiser).toEqual({
      range: '12 Jun 2027, 09:00–17:00',
      zoneName: 'CEST',
      timeZone: 'Europe/Rome',
    });
  });

  it('says nothing more when they read the same', () => {
    const times = describeEventTimes(event, 'it', 'Europe/Berlin');
    expect(times.range).toBe('12 giu 2027, 09:00–17:00');
    expect(times.organiser).toBeNull();
  });
});

describe('time zone options', () => {
  it('groups zones by region with readable places', () => {
    const groups = timeZoneGroups(['Europe/Kiev']);
    const europe = groups.find((group) => group.region === 'Europe');
    expect(europe?.options.find((option) => option.value === 'Europe/Rome')?.label).toMatch(
      /^Rome \(GMT\+\d\)$/,
    );
    expect(europe?.options.some((option) => option.value === 'Europe/Kiev')).toBe(true);
    expect(placeOf('America/Argentina/Buenos_Aires')).toBe('Argentina / Buenos Aires');
  });
});
