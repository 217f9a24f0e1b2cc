import { describe, expect, it } from 'vitest';
import {
  daysBetween,
  earliestStartInput,
  localDateAfter,
  localDateOf,
  localInputOf,
} from './local-date-time.ts';

describe('local dates and times', () => {
  it('writes a moment as the values of date and datetime-local inputs', () => {
    const moment = new Date(2026, 0, 5, 9, 7);
    expect(localInputOf(moment)).toBe('2026-01-05T09:07');
    expect(localDateOf(moment)).toBe('2026-01-05');
  });

  it('counts calendar days, across months and years', () => {
    expect(localDateAfter(new Date(2026, 11, 25, 23, 30), 14)).toBe('2027-01-08');
    expect(daysBetween('2026-12-25', '2027-01-08')).toBe(14);
    expect(daysBetween('2026-03-01', '2026-02-27')).toBe(-2);
    expect(daysBetween('2026-03-29', '2026-03-29')).toBe(0);
  });

  it('starts a request a day and an hour ahead, on the full hour', () => {
    expect(earliestStartInput(new Date(2026, 4, 10, 8, 20))).toBe('2026-05-11T09:00');
  });
});
