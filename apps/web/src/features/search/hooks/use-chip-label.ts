import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../hooks/use-language.ts';
import { formatCalendarDate, formatPrice } from '../../../lib/format.ts';
import { languageLabel } from '../components/filter-options.ts';

/** The label of an active filter's chip ("@anna", "Up to €90"), or undefined for no chip. */
export function useChipLabel() {
  const { t } = useTranslation();
  const language = useLanguage();
  const price = (value: unknown) => formatPrice(Number(value), language);
  const day = (value: unknown) => formatCalendarDate(String(value), language);
  const labels: Record<string, (value: unknown) => string | undefined> = {
    username: (value) => `@${String(value)}`,
    supplier: (value) => t('search.filters.supplierChip', { name: value }),
    status: (value) => (value === 'closed' ? t('search.filters.closedChip') : undefined),
    category: (value) => t(`categories.${String(value)}`),
    from: (value) => t('search.filters.fromChip', { date: day(value) }),
    to: (value) => t('search.filters.toChip', { date: day(value) }),
    priceMin: (value) => t('catalogue.from', { amount: price(value) }),
    priceMax: (value) => t('catalogue.upTo', { amount: price(value) }),
    budgetMin: (value) => t('search.filters.budgetChip', { amount: price(value) }),
    delivery: (value) => t(`catalogue.delivery.${String(value)}`),
    language: (value) => languageLabel(String(value), language),
    location: (value) => t('search.filters.locationChip', { place: value }),
  };
  return (param: string, value: unknown): string | undefined =>
    value === undefined || value === '' ? undefined : labels[param]?.(value);
}
