import { intlLocaleOf, shownGrouping } from '@app/contracts/locales';
import type { Lang } from '../fixtures.ts';

/** An amount in euros as the app shows it (lib/format.ts formatPrice): grouped in thousands. */
export function shownEuros(lang: Lang, amount: number): string {
  return new Intl.NumberFormat(intlLocaleOf[lang], {
    style: 'currency',
    currency: 'EUR',
    ...shownGrouping,
  }).format(amount);
}
