/** The five UI languages. Italian is the source language of every catalogue. */
export const languages = ['it', 'en', 'de', 'fr', 'es'] as const;
export type Language = (typeof languages)[number];

export const sourceLanguage: Language = 'it';

/** BCP 47 locale used for numbers, dates and money in each language. */
export const intlLocaleOf: Record<Language, string> = {
  it: 'it-IT',
  en: 'en-GB',
  de: 'de-DE',
  fr: 'fr-FR',
  es: 'es-ES',
};

/** A language option as clients read it: value, name, native_name (and a code). */
export const languageOptions: ReadonlyArray<{
  code: Language;
  value: Language;
  name: string;
  native_name: string;
}> = [
  { code: 'it', value: 'it', name: 'Italian', native_name: 'Italiano' },
  { code: 'en', value: 'en', name: 'English', native_name: 'English' },
  { code: 'de', value: 'de', name: 'German', native_name: 'Deutsch' },
  { code: 'fr', value: 'fr', name: 'French', native_name: 'Français' },
  { code: 'es', value: 'es', name: 'Spanish', native_name: 'Español' },
];

export const defaultCurrency = 'EUR';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

/** English lives at `/`, every other language under `/{code}/`. */
export function languagePrefix(language: Language): string {
  return language === 'en' ? '' : `/${language}`;
}

/**
 * Numbers and amounts shown to people are always grouped in thousands: Italian and Spanish (CLDR's
 * minimum of two grouping digits) would otherwise write "1290,00 €" beside "11.800,00 €" on one
 * page. Add to every display formatter's options (not to the text of an input being edited).
 */
export const shownGrouping = { useGrouping: 'always' } as const satisfies Intl.NumberFormatOptions;
