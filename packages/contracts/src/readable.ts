import { intlLocaleOf, shownGrouping, type Language } from './locales.ts';

/**
 * Moments, days and money as a reader of `language` reads them, in texts the server writes
 * (notifications, e-mails): the same styles as the pages (apps/web/src/lib/format.ts).
 */

/** `4 dic 2026, 18:17`: a moment in the reader's zone. */
export function readableMoment(instant: Date, language: Language, timeZone: string): string {
  return new Intl.DateTimeFormat(intlLocaleOf[language], {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone,
  }).format(instant);
}

/** `28 dicembre 2026`: a calendar day (YYYY-MM-DD), the same day in every zone. */
export function readableDay(day: string, language: Language): string {
  return new Intl.DateTimeFormat(intlLocaleOf[language], {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
}

/** `8.381,40 €`: integer minor units in the currency. */
export function readableMoney(minor: number, currency: string, language: Language): string {
  return new Intl.NumberFormat(intlLocaleOf[language], {
    style: 'currency',
    currency,
    ...shownGrouping,
  }).format(minor / 100);
}
