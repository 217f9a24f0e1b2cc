import { describe, expect, it } from 'vitest';
import { trainingDays, trainingEnd } from './training-days.ts';

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
