import type { TFunction } from 'i18next';
import { intlLocaleOf, type Language } from '@app/contracts/locales';
import { formatPrice } from '../../../lib/format.ts';
import { dateTimeFormat } from '../../../lib/intl.ts';

/** A budget range in the viewer's locale: "€ 1.000 – € 2.500", "up to …", "from …", or null. */
export function budgetText(
  range: { budgetMin: number | null; budgetMax: number | null; currency: string },
  language: Language,
  t: TFunction,
): string | null {
  const money = (value: number) => formatPrice(value, language, range.currency);
  const { budgetMin, budgetMax } = range;
  if (budgetMin !== null && budgetMax !== null) {
    return budgetMin === budgetMax ? money(budgetMin) : `${money(budgetMin)} – ${money(budgetMax)}`;
  }
  if (budgetMax !== null) return t('catalogue.upTo', { amount: money(budgetMax) });
  if (budgetMin !== null) return t('catalogue.from', { amount: money(budgetMin) });
  return null;
}

/** The preferred period: "2–27 March 2031", "From …", "By …", or null. */
export function periodText(
  range: { preferredStart: string | null; preferredEnd: string | null },
  language: Language,
  t: TFunction,
): string | null {
  // Calendar dates: the same day wherever the viewer is.
  const format = dateTimeFormat(intlLocaleOf[language], {
    dateStyle: 'long',
    timeZone: 'UTC',
  });
  const day = (value: string) => new Date(`${value}T00:00:00Z`);
  const { preferredStart, preferredEnd } = range;
  if (preferredStart && preferredEnd) {
    return format.formatRange(day(preferredStart), day(preferredEnd));
  }
  if (preferredStart)
    return t('requirements.detail.periodFrom', { date: format.format(day(preferredStart)) });
  if (preferredEnd)
    return t('requirements.detail.periodUntil', { date: format.format(day(preferredEnd)) });
  return null;
}
