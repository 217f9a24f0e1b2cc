import { describe, expect, it } from 'vitest';
import { daysOfPeriod, trainingDays, trainingEnd } from './training-days.ts';

const at = (iso: string) => new Date(iso);

describe('trainingDays', () => {
  it('keeps a short course to its hours, and adds the break to a full day', () => {
    expect(trainingEnd(at('2026-12-15T08:00:00Z'), 3)).toEqual(at('2026-12-15T11:00:00Z'));
    expect(trainingEnd(at('2026-12-15T08:00:00Z'), 8)).toEqual(at('2026-12-15T17:00:00Z'));
  });

  it('spreads a 20-hour course over three days instead of running through the night', () => {
    // Tuesday 15 December 09:00 in Rome.
    expect(trainingDays(at('2026-12-15T08:00:00Z'), 20)).toEqual([
      { startsAt: at('2026-12-15T08:00:00Z'), endsAt: at('2026-12-15T17:00:00Z') },
      { startsAt: at('2026-12-16T08:00:00Z'), endsAt: at('2026-12-16T17:00:00Z') },
      { startsAt: at('2026-12-17T08:00:00Z'), endsAt: at('2026-12-17T12:00:00Z') },
    ]);
  });

  it('skips the weekend', () => {
    // Friday 18 December: the second day is Monday 21.
    expect(trainingEnd(at('2026-12-18T08:00:00Z'), 16)).toEqual(at('2026-12-21T17:00:00Z'));
  });
});

describe('daysOfPeriod', () => {
  it('gives back the days trainingDays made, from the period alone', () => {
    for (const [start, hours] of [
      ['2026-12-15T08:00:00Z', 20],
      ['2026-12-18T08:00:00Z', 16],
      ['2026-12-15T08:00:00Z', 32],
    ] as const) {
      const days = trainingDays(at(start), hours);
      expect(daysOfPeriod(at(start), days[days.length - 1]!.endsAt)).toEqual(days);
    }
  });

  it('keeps a period within a day whole', () => {
    expect(daysOfPeriod(at('2026-12-07T12:00:00Z'), at('2026-12-07T16:00:00Z'))).toEqual([
      { startsAt: at('2026-12-07T12:00:00Z'), endsAt: at('2026-12-07T16:00:00Z') },
    ]);
  });
});
