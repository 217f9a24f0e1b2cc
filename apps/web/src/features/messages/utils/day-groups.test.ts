import { describe, expect, it } from 'vitest';
import { daysBefore, groupByDay, localDayKey } from './day-groups.ts';
import { formatDayHeading } from './message-time.ts';

/** A moment given in the reader's own zone, as the server would send it (ISO, UTC). */
const at = (year: number, month: number, day: number, hour: number, minute = 0) =>
  new Date(year, month - 1, day, hour, minute).toISOString();

describe('groupByDay', () => {
  it('puts consecutive messages of the same local day together, in order', () => {
    const messages = [
      { id: 1, date: at(2026, 3, 9, 23, 50) },
      { id: 2, date: at(2026, 3, 10, 0, 5) },
      { id: 3, date: at(2026, 3, 10, 18, 0) },
      { id: 4, date: at(2026, 3, 12, 8, 0) },
    ];
    expect(groupByDay(messages).map((group) => [group.day, group.items.map((m) => m.id)])).toEqual([
      ['2026-03-09', [1]],
      ['2026-03-10', [2, 3]],
      ['2026-03-12', [4]],
    ]);
  });

  it('answers nothing for no messages', () => {
    expect(groupByDay([])).toEqual([]);
  });
});

describe('day headings', () => {
  const now = new Date(2026, 2, 10, 12, 0);

  it('counts calendar days, not 24-hour spans', () => {
    expect(localDayKey(now)).toBe('2026-03-10');
    expect(daysBefore('2026-03-10', '2026-03-10')).toBe(0);
    expect(daysBefore('2026-03-09', '2026-03-10')).toBe(1);
    expect(daysBefore('2026-02-28', '2026-03-01')).toBe(1);
  });

  it('says today and yesterday in words, and the full date before that', () => {
    expect(formatDayHeading('2026-03-10', 'en', now)).toBe('Today');
    expect(formatDayHeading('2026-03-09', 'it', now)).toBe('Ieri');
    // The punctuation between weekday and date depends on the browser's locale data.
    expect(formatDayHeading('2026-03-02', 'it', now)).toMatch(/^lunedì,? 2 marzo 2026$/);
    expect(formatDayHeading('2026-03-02', 'en', now)).toMatch(/^Monday,? 2 March 2026$/);
  });
});
