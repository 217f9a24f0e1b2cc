import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { languages, type Language } from '@app/contracts/locales';
import type { Category } from '@app/contracts/catalogue';
import type it from './locales/it.json';

/** A language's texts: its JSON file and the categories' names, which the contract keeps. */
export type Catalogue = typeof it & { categories: Record<Category, string> };

/** The catalogue of one language: its texts and its file of category names, fetched together. */
const withCategories = async (
  texts: Promise<{ default: typeof it }>,
  categories: Promise<{ default: Record<Category, string> }>,
): Promise<Catalogue> => {
  const [own, names] = await Promise.all([texts, categories]);
  return { ...own.default, categories: names.default };
};

/**
 * Each catalogue is a chunk of its own, fetched when its language is needed: a page loads one of
 * the five at start, not all of them (issue 14). Tests that need all five at once import
 * `catalogues.ts`.
 */
const catalogueLoaders = {
  it: () => withCategories(import('./locales/it.json'), import('@app/contracts/category-names/it')),
  en: () => withCategories(import('./locales/en.json'), import('@app/contracts/category-names/en')),
  de: () => withCategories(import('./locales/de.json'), import('@app/contracts/category-names/de')),
  fr: () => withCategories(import('./locales/fr.json'), import('@app/contracts/category-names/fr')),
  es: () => withCategories(import('./locales/es.json'), import('@app/contracts/category-names/es')),
} satisfies Record<Language, () => Promise<Catalogue>>;

/** The language's catalogue; the second call for a language is answered from the module cache. */
export function loadCatalogue(language: Language): Promise<Catalogue> {
  return catalogueLoaders[language]();
}

/** One i18next instance per app start; `product` is available to every text as {{product}}. */
export async function setUpI18n(language: Language, productName: string): Promise<i18n> {
  const translation = await loadCatalogue(language);
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng: language,
    // Only this language's catalogue is loaded, and every catalogue holds every key (the build's
    // catalogue check): there is no other language to fall back to.
    fallbackLng: false,
    supportedLngs: [...languages],
    resources: { [language]: { translation } },
    interpolation: { escapeValue: false, defaultVariables: { product: productName } },
    returnNull: false,
  });
  return instance;
}
