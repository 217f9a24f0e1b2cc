import { isLanguage, languagePrefix, type Language } from './locales.ts';

/**
 * The stored language choice travels as this cookie as well as in the browser's storage, so that the
 * server sends a visitor on an unprefixed path to their language before any script runs (decision
 * 018). A year, like the choice it mirrors; readable by scripts (it is a preference, not a secret).
 */
export const languageCookie = { name: 'language', maxAgeSeconds: 365 * 24 * 60 * 60 } as const;

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
 * without one, a stored choice decides, and a first-time visitor goes to the default language. The
 * server answers a page request with this (its redirect), and the browser again at start.
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

/**
 * Where the language selector sends the browser: the same page in the chosen language (issue 17),
 * its path without the current language's prefix under the new one (`/{code}/...`, or the bare
 * path for English), with its query and fragment.
 */
export function sameAddressIn(language: Language, location: LanguageLocation): string {
  const [, first = '', ...rest] = location.pathname.split('/');
  const path = isLanguage(first) && first !== 'en' ? `/${rest.join('/')}` : location.pathname;
  return `${languagePrefix(language)}${path || '/'}${location.search}${location.hash}`;
}
