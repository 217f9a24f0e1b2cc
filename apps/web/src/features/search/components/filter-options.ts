import type { TFunction } from 'i18next';
import { categories, deliveryModes } from '@app/contracts/catalogue';
import { intlLocaleOf, languages, type Language } from '@app/contracts/locales';
import { languageName as languageLabel } from '../../../lib/language-name.ts';
import type { Option } from './filter-fields.tsx';

/** The lists the filter selects offer, in the viewer's language. */

export { languageLabel };

export const languageOptions = (viewer: Language): Option[] =>
  languages.map((code) => ({ value: code, label: languageLabel(code, viewer) }));

export const deliveryOptions = (t: TFunction): Option[] =>
  deliveryModes.map((mode) => ({ value: mode, label: t(`catalogue.delivery.${mode}`) }));

/** Categories by name; with counts, the ones holding results (and the chosen one) with theirs. */
export function categoryOptions(
  t: TFunction,
  viewer: Language,
  counts?: Array<{ category: string; count: number }>,
  chosen?: string,
): Option[] {
  const byCategory = new Map(counts?.map((entry) => [entry.category, entry.count]));
  const shown = counts
    ? categories.filter((category) => byCategory.has(category) || category === chosen)
    : [...categories];
  return shown
    .map((category) => {
      const name = t(`categories.${category}`);
      const count = byCategory.get(category);
      return {
        value: category,
        label: counts ? `${name} (${count ?? 0})` : name,
        name,
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name, intlLocaleOf[viewer]))
    .map(({ value, label }) => ({ value, label }));
}
