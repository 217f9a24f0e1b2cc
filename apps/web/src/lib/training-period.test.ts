import { describe, expect, it } from 'vitest';
import { formatDateTimeRange } from './format.ts';
import { formatTrainingPeriod } from './training-period.ts';

// Intl output may use narrow no-break spaces; compare with plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatTrainingPeriod', () => {
  it('says a course over several days day by day, never as one night-long block', () => {
    const course = {
      kind: 'topic' as const,
      startsAt: '2026-12-15T08:00:00.000Z',
      endsAt: '2026-12-17T12:00:00.000Z',
    };
    const days = plain(formatTrainingPeriod(course, 'en')).split(' · ');
    expect(days).toHaveLength(3);
    expect(days[0]).toBe(
      plain(formatDateTimeRange(course.startsAt, '2026-12-15T17:00:00.000Z', 'en')),
    );
    expect(days[2]).toBe(
      plain(formatDateTimeRange('2026-12-17T08:00:00.000Z', course.endsAt, 'en')),
    );
    // An event's period stays one range.
    expect(plain(formatTrainingPeriod({ ...course, kind: 'event' }, 'en'))).toBe(
      plain(formatDateTimeRange(course.startsAt, course.endsAt, 'en')),
    );
  });
});
