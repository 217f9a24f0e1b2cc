import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { languages, type Language } from '@app/contracts/locales';
import type it from './locales/it.json';

export type Catalogue = typeof it;

/**
 * Each catalogue is a chunk of its own, fetched when its language is needed: a page loads one of
 * the five at start, not all of them (issue 14). Tests that need all five at once import
 * `catalogues.ts`.
 */
const catalogueLoaders = {
  it: () => import('./locales/it.json'),
  en: () => import('./locales/en.json'),
  de: () => import('./locales/de.json'),
  fr: () => import('./locales/fr.json'),
  es: () => import('./locales/es.json'),
} satisfies Record<Language, () => Promise<{ default: Catalogue }>>;

/** The language's catalogue; the second call for a language is answered from the module cache. */
export async function loadCatalogue(language: Language): Promise<Catalogue> {
  return (await catalogueLoaders[language]()).default;
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
