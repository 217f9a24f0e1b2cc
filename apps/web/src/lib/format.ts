import { defaultCurrency, intlLocaleOf, type Language } from '@app/contracts/locales';

/** Numbers, dates and money in the user's locale; money arrives in integer minor units. */
export function formatNumber(value: number, language: Language): string {
  return new Intl.NumberFormat(intlLocaleOf[language]).format(value);
}

export function formatDate(
  value: Date | string | number,
  language: Language,
  style: 'short' | 'medium' | 'long' | 'full' = 'long',
): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(intlLocaleOf[language], { dateStyle: style }).format(date);
}

export function formatPrice(
  minorUnits: number,
  language: Language,
  currency: string = defaultCurrency,
): string {
  const formatter = new Intl.NumberFormat(intlLocaleOf[language], { style: 'currency', currency });
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
  return new Intl.DateTimeFormat(intlLocaleOf[language], {
    dateStyle: style,
    timeZone: 'UTC',
  }).format(date);
}
