import { intlLocaleOf, type Language } from '@app/contracts/locales';
import { daysBefore, localDayKey } from './day-groups.ts';
import { dateTimeFormat, relativeTimeFormat } from '../../../lib/intl.ts';

/** The time of a message in the thread: hours and minutes in the reader's zone. */
export function formatClock(value: string, language: Language): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return dateTimeFormat(intlLocaleOf[language], { timeStyle: 'short' }).format(date);
}

/**
 * The time of a conversation in a list: the hour today, "yesterday", the weekday within a week,
 * otherwise the date.
 */
export function formatListTime(value: string, language: Language, now: Date = new Date()): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const locale = intlLocaleOf[language];
  const days = daysBefore(localDayKey(date), localDayKey(now));
  if (days <= 0) return formatClock(value, language);
  if (days === 1) return relativeTimeFormat(locale, { numeric: 'auto' }).format(-1, 'day');
  if (days < 7) return dateTimeFormat(locale, { weekday: 'long' }).format(date);
  return dateTimeFormat(locale, { dateStyle: 'medium' }).format(date);
}

/** The heading of a day in the thread: today, yesterday, or the full date. */
export function formatDayHeading(day: string, language: Language, now: Date = new Date()): string {
  const locale = intlLocaleOf[language];
  const days = daysBefore(day, localDayKey(now));
  if (days === 0 || days === 1) {
    const text = relativeTimeFormat(locale, { numeric: 'auto' }).format(-days, 'day');
    return text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);
  }
  const date = new Date(+day.slice(0, 4), +day.slice(5, 7) - 1, +day.slice(8, 10));
  return dateTimeFormat(locale, { dateStyle: 'full' }).format(date);
}
