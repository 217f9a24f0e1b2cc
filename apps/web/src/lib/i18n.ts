import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { sourceLanguage, type Language } from '@app/contracts/locales';
import it from './locales/it.json';
import en from './locales/en.json';
import de from './locales/de.json';
import fr from './locales/fr.json';
import es from './locales/es.json';

export const catalogues = { it, en, de, fr, es } satisfies Record<Language, typeof it>;

/** One i18next instance per app start; `product` is available to every text as {{product}}. */
export async function setUpI18n(language: Language, productName: string): Promise<i18n> {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: sourceLanguage,
    supportedLngs: Object.keys(catalogues),
    resources: Object.fromEntries(
      Object.entries(catalogues).map(([code, translation]) => [code, { translation }]),
    ),
    interpolation: { escapeValue: false, defaultVariables: { product: productName } },
    returnNull: false,
  });
  return instance;
}
