import type { Language } from '@app/contracts/locales';
import itCategories from '@app/contracts/category-names/it';
import enCategories from '@app/contracts/category-names/en';
import deCategories from '@app/contracts/category-names/de';
import frCategories from '@app/contracts/category-names/fr';
import esCategories from '@app/contracts/category-names/es';
import type { Catalogue } from './i18n.ts';
import itTexts from './locales/it.json';
import enTexts from './locales/en.json';
import deTexts from './locales/de.json';
import frTexts from './locales/fr.json';
import esTexts from './locales/es.json';

/**
 * All five catalogues at once, for tests (catalogue-check.test.ts). The app never imports this
 * module: it loads the one catalogue a page needs through `loadCatalogue` (i18n.ts).
 */
export const catalogues = {
  it: { ...itTexts, categories: itCategories },
  en: { ...enTexts, categories: enCategories },
  de: { ...deTexts, categories: deCategories },
  fr: { ...frTexts, categories: frCategories },
  es: { ...esTexts, categories: esCategories },
} satisfies Record<Language, Catalogue>;
