import { describe, expect, it } from 'vitest';
import { trialDaysLeft } from './memberships.ts';

describe('trialDaysLeft', () => {
  const now = new Date('2025-03-01T12:00:00Z');
  it.each([
    ['2025-03-01T12:00:00Z', 0],
    ['2025-03-01T12:00:01Z', 1],
    ['2025-03-02T12:00:00Z', 1],
    ['2025-03-02T12:00:01Z', 2],
    ['2025-02-20T00:00:00Z', 0],
  ])('%s is %i days away, rounded up and never negative', (end, days) => {
    expect(trialDaysLeft(new Date(end), now)).toBe(days);
  });
});
