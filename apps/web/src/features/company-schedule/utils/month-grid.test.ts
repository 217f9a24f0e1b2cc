import { describe, expect, it } from 'vitest';
import {
  groupByDay,
  inMonth,
  isMonthKey,
  monthRange,
  monthWeeks,
  shiftMonth,
} from './month-grid.ts';

describe('the month grid', () => {
  it('runs Monday to Sunday from the week of the 1st to the week of the last day', () => {
    // February 2027 starts on a Monday and ends on a Sunday: exactly four weeks.
    const february = monthWeeks('2027-02');
    expect(february).toHaveLength(4);
    expect(february[0]?.[0]?.key).toBe('2027-02-01');
    expect(february[3]?.[6]?.key).toBe('2027-02-28');
    // December 2026 starts on a Tuesday: the grid opens on Monday 30 November, outside the month.
    const december = monthWeeks('2026-12');
    expect(december[0]?.[0]).toMatchObject({ key: '2026-11-30', inMonth: false });
    expect(december[0]?.[1]).toMatchObject({ key: '2026-12-01', inMonth: true });
    expect(december.at(-1)?.at(-1)?.key).toBe('2027-01-03');
    expect(december.every((week) => week.length === 7)).toBe(true);
  });

  it('moves between months across years', () => {
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
  });

  it('asks the server for the month with a day either side', () => {
    expect(monthRange('2026-12')).toEqual({ from: '2026-11-30', to: '2027-01-02' });
  });

  it('knows a month key', () => {
    expect(isMonthKey('2026-12')).toBe(true);
    expect(isMonthKey('2026-13')).toBe(false);
    expect(isMonthKey(null)).toBe(false);
  });

  it('groups trainings by local day and keeps the month’s own', () => {
    const local = (day: number, hour: number) => new Date(2026, 11, day, hour).toISOString();
    const items = [
      { id: 1, startsAt: local(3, 9) },
      { id: 2, startsAt: local(3, 14) },
      { id: 3, startsAt: new Date(2026, 10, 30, 9).toISOString() },
    ];
    const byDay = groupByDay(items);
    expect(byDay.get('2026-12-03')?.map((item) => item.id)).toEqual([1, 2]);
    expect(inMonth(items, '2026-12').map((item) => item.id)).toEqual([1, 2]);
  });
});
