import type { TFunction } from 'i18next';
import type { Language } from '@app/contracts/locales';
import type { FilterField } from './filter-list.tsx';
import { categoryOptions, deliveryOptions, languageOptions } from './filter-options.ts';

/** The filter fields several search pages share; `prefix` names their ids (`topic-delivery`). */
export function commonFilters(t: TFunction, language: Language, prefix: string) {
  return {
    /** With counts, only the categories holding results (and the chosen one) with theirs. */
    category: (
      counts?: Array<{ category: string; count: number }>,
      chosen?: string,
    ): FilterField<'category'> => ({
      kind: 'select',
      id: `${prefix}-category`,
      param: 'category',
      label: t('search.filters.category'),
      anyLabel: t('search.filters.anyCategory'),
      options: categoryOptions(t, language, counts, chosen),
    }),
    delivery: {
      kind: 'select',
      id: `${prefix}-delivery`,
      param: 'delivery',
      label: t('search.filters.delivery'),
      anyLabel: t('search.filters.anyDelivery'),
      options: deliveryOptions(t),
    } satisfies FilterField<'delivery'>,
    language: {
      kind: 'select',
      id: `${prefix}-language`,
      param: 'language',
      label: t('search.filters.language'),
      anyLabel: t('search.filters.anyLanguage'),
      options: languageOptions(language),
    } satisfies FilterField<'language'>,
    location: {
      kind: 'text',
      id: `${prefix}-location`,
      param: 'location',
      label: t('search.filters.location'),
      placeholder: t('search.filters.locationPlaceholder'),
    } satisfies FilterField<'location'>,
  };
}
