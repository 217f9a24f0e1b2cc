import { isLanguage, languagePrefix, type Language } from '@app/contracts/locales';

export interface LanguageLocation {
  pathname: string;
  search: string;
  hash: string;
}

export interface LanguageResolution {
  language: Language;
  /** The router basename: '/' for English, '/{code}' for the others. */
  basename: string;
  /** Set when the browser must go elsewhere first (location.replace). */
  redirectTo: string | null;
}

/**
 * English lives at `/`, every other language under `/{code}/`. A language prefix in the URL wins;
 * without one, a stored choice decides, and a first-time visitor goes to the default language.
 */
export function resolveLanguage(
  location: LanguageLocation,
  stored: string | null,
  defaultLanguage: Language,
): LanguageResolution {
  const firstSegment = location.pathname.split('/')[1] ?? '';
  if (isLanguage(firstSegment) && firstSegment !== 'en') {
    return { language: firstSegment, basename: `/${firstSegment}`, redirectTo: null };
  }
  const language = isLanguage(stored) ? stored : defaultLanguage;
  if (language === 'en') return { language, basename: '/', redirectTo: null };
  return {
    language,
    basename: `/${language}`,
    redirectTo: `/${language}${location.pathname}${location.search}${location.hash}`,
  };
}

/** Where the language selector sends the browser: `/{code}/`, or `/` for English. */
export function languageHome(language: Language): string {
  return `${languagePrefix(language)}/`;
}
