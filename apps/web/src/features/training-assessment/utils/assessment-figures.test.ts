import { describe, expect, it } from 'vitest';
import {
  expiresWithin,
  halvesOf,
  newQuestionId,
  responseRate,
  starsOf,
} from './assessment-figures.ts';

describe('assessment figures', () => {
  it('turns halves into stars and back', () => {
    expect(starsOf(9)).toBe(4.5);
    expect(starsOf(7.3)).toBe(3.7);
    expect(starsOf(null)).toBeNull();
    expect(halvesOf(3.5)).toBe(7);
  });

  it('gives the response rate in whole percent', () => {
    expect(responseRate(2, 3)).toBe(67);
    expect(responseRate(0, 0)).toBe(0);
  });

  it('makes question ids that are not taken', () => {
    const values = [0, 0, 0.5];
    const random = () => values.shift() ?? 0.9;
    expect(newQuestionId(['q0'], random)).not.toBe('q0');
  });

  it('knows a certificate expiring within 30 days', () => {
    const now = new Date('2026-11-25T10:00:00Z');
    expect(expiresWithin('2026-12-20', 30, now)).toBe(true);
    expect(expiresWithin('2027-02-01', 30, now)).toBe(false);
    expect(expiresWithin('2026-11-01', 30, now)).toBe(false);
    expect(expiresWithin(null, 30, now)).toBe(false);
  });
});
