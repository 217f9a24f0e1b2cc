import { intlLocaleOf, type Language } from '@app/contracts/locales';
import { dateTimeFormat } from './intl.ts';

/**
 * An event's start and end (ISO instants) as one readable range in a time zone — the viewer's
 * own unless given: "12 mar 2027, 09:00–17:00" on one day, both dates otherwise.
 */
export function formatEventRange(
  startsAt: string,
  endsAt: string,
  language: Language,
  timeZone?: string,
): string {
  const start = new Date(startsAt);
  const end = new Date(endsAt);
  if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime())) return '';
  const formatter = dateTimeFormat(intlLocaleOf[language], {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone,
  });
  return formatter.formatRange(start, end);
}

/** The short name of a time zone at an instant ("CET", "GMT+1"), for "times in ..." notes. */
export function timeZoneName(instant: string, language: Language, timeZone?: string): string {
  const parts = dateTimeFormat(intlLocaleOf[language], {
    timeZone,
    timeZoneName: 'short',
  }).formatToParts(new Date(instant));
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? '';
}
