import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatDateTimeRange,
  formatFileSize,
  formatNumber,
  formatPrice,
  formatRelativeTime,
} from './format.ts';

// Intl output may use narrow no-break spaces; compare with plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('format', () => {
  it('formats numbers in the language locale', () => {
    expect(plain(formatNumber(1234567.5, 'it'))).toBe('1.234.567,5');
    expect(plain(formatNumber(1234567.5, 'en'))).toBe('1,234,567.5');
    expect(plain(formatNumber(1234567.5, 'de'))).toBe('1.234.567,5');
    expect(plain(formatNumber(1234567.5, 'fr'))).toBe('1 234 567,5');
  });

  it('says a file size in the largest unit that keeps it at least 1', () => {
    expect(plain(formatFileSize(512, 'en'))).toBe('512 byte');
    expect(plain(formatFileSize(84_200, 'en'))).toBe('84 kB');
    expect(plain(formatFileSize(2_430_000, 'it'))).toBe('2,4 MB');
    expect(plain(formatFileSize(1_500, 'de'))).toBe('1,5 kB');
  });

  it('formats prices from integer minor units, EUR by default', () => {
    // Grouped from four digits in every language, as from five (CLDR's Italian waits for five).
    expect(plain(formatPrice(123450, 'it'))).toBe('1.234,50 €');
    expect(plain(formatPrice(1180000, 'it'))).toBe('11.800,00 €');
    expect(plain(formatPrice(123450, 'es'))).toBe('1.234,50 €');
    expect(plain(formatPrice(123450, 'en'))).toBe('€1,234.50');
    expect(plain(formatPrice(99, 'de'))).toBe('0,99 €');
    expect(plain(formatPrice(5000, 'en', 'USD'))).toBe('US$50.00');
  });

  it('says the day of a range once when it starts and ends on it', () => {
    const start = new Date(2027, 5, 12, 9, 0);
    const sameDay = plain(formatDateTimeRange(start, new Date(2027, 5, 12, 17, 0), 'it'));
    expect(sameDay.match(/2027/g)).toHaveLength(1);
    expect(sameDay).toContain('09:00');
    expect(sameDay).toContain('17:00');
    const twoDays = plain(formatDateTimeRange(start, new Date(2027, 5, 13, 17, 0), 'en'));
    expect(twoDays).toContain(plain(formatDateTime(start, 'en')));
    expect(formatDateTimeRange('nonsense', start, 'en')).toBe('');
  });

  it('formats dates in the language locale', () => {
    const date = new Date(Date.UTC(2026, 10, 22, 12));
    expect(formatDate(date, 'it')).toBe('22 novembre 2026');
    expect(formatDate(date, 'en')).toBe('22 November 2026');
    expect(formatDate(date, 'de')).toBe('22. November 2026');
    expect(formatDate(date, 'es')).toBe('22 de noviembre de 2026');
    expect(formatDate('2026-11-22T12:00:00Z', 'fr', 'short')).toBe('22/11/2026');
  });

  it('gives an empty text for an invalid date', () => {
    expect(formatDate('not a date', 'it')).toBe('');
  });

  it('says how long ago in words, in the language', () => {
    const now = new Date(Date.UTC(2026, 10, 22, 12));
    const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);
    expect(formatRelativeTime(ago(30), 'en', now)).toBe('30 seconds ago');
    expect(formatRelativeTime(ago(5 * 60), 'it', now)).toBe('5 minuti fa');
    expect(formatRelativeTime(ago(3 * 3600), 'de', now)).toBe('vor 3 Stunden');
    expect(formatRelativeTime(ago(86_400), 'it', now)).toBe('ieri');
    expect(formatRelativeTime(ago(14 * 86_400), 'en', now)).toBe('2 weeks ago');
    expect(formatRelativeTime('not a date', 'en', now)).toBe('');
  });
});
