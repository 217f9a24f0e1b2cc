import {
  defaultCurrency,
  intlLocaleOf,
  shownGrouping,
  type Language,
} from '@app/contracts/locales';
import { dateTimeFormat, numberFormat, relativeTimeFormat } from './intl.ts';

/** Numbers, dates and money in the user's locale; money arrives in integer minor units. */
export function formatNumber(value: number, language: Language): string {
  return numberFormat(intlLocaleOf[language], shownGrouping).format(value);
}

/** A file's size in the largest unit that keeps it at least 1: "840 kB", "2,4 MB". */
export function formatFileSize(bytes: number, language: Language): string {
  const [unit, size] =
    bytes >= 1_000_000
      ? (['megabyte', bytes / 1_000_000] as const)
      : bytes >= 1_000
        ? (['kilobyte', bytes / 1_000] as const)
        : (['byte', bytes] as const);
  return numberFormat(intlLocaleOf[language], {
    style: 'unit',
    unit,
    unitDisplay: 'short',
    maximumFractionDigits: size < 10 ? 1 : 0,
  }).format(size);
}

/** A day, in the viewer's zone or `timeZone` (a server-rendered page passes `useTimeZone()`). */
export function formatDate(
  value: Date | string | number,
  language: Language,
  style: 'short' | 'medium' | 'long' | 'full' = 'long',
  timeZone?: string,
): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return dateTimeFormat(intlLocaleOf[language], { dateStyle: style, timeZone }).format(date);
}

/** A moment with its time, in the viewer's zone (or `timeZone`): "3 dic 2026, 09:00". */
export function formatDateTime(
  value: Date | string | number,
  language: Language,
  timeZone?: string,
): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return dateTimeFormat(intlLocaleOf[language], {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone,
  }).format(date);
}

/**
 * From one moment to another, in the viewer's zone, saying the day once when both fall on it:
 * "12 giu 2027, 09:00–17:00" (Intl's own range format).
 */
export function formatDateTimeRange(
  start: Date | string | number,
  end: Date | string | number,
  language: Language,
): string {
  const from = start instanceof Date ? start : new Date(start);
  const to = end instanceof Date ? end : new Date(end);
  if (Number.isNaN(from.getTime()) || Number.isNaN(to.getTime())) return '';
  return dateTimeFormat(intlLocaleOf[language], {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).formatRange(from, to);
}

export function formatPrice(
  minorUnits: number,
  language: Language,
  currency: string = defaultCurrency,
): string {
  const formatter = numberFormat(intlLocaleOf[language], {
    style: 'currency',
    currency,
    ...shownGrouping,
  });
  const digits = formatter.resolvedOptions().maximumFractionDigits ?? 2;
  return formatter.format(minorUnits / 10 ** digits);
}

/** A calendar date of the contract (YYYY-MM-DD): the same day wherever the viewer is. */
export function formatCalendarDate(
  value: string,
  language: Language,
  style: 'short' | 'medium' | 'long' | 'full' = 'medium',
): string {
  const date = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return '';
  return dateTimeFormat(intlLocaleOf[language], {
    dateStyle: style,
    timeZone: 'UTC',
  }).format(date);
}

const relativeSteps: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
  ['week', 4.35],
  ['month', 12],
  ['year', Number.POSITIVE_INFINITY],
];

/** How long ago (or how far ahead) a moment is, in words: "3 minuti fa", "yesterday". */
export function formatRelativeTime(
  value: Date | string | number,
  language: Language,
  now: Date = new Date(),
): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const formatter = relativeTimeFormat(intlLocaleOf[language], { numeric: 'auto' });
  let amount = (date.getTime() - now.getTime()) / 1000;
  for (const [unit, size] of relativeSteps) {
    if (Math.abs(amount) < size) return formatter.format(Math.round(amount), unit);
    amount /= size;
  }
  return formatter.format(Math.round(amount), 'year');
}
