import { isLanguage, languagePrefix, type Language } from './locales.ts';

/**
 * The stored language choice travels as this cookie as well as in the browser's storage, so that the
 * server sends a visitor of `/` to their language before any script runs (decision 018). A year, like the choice it mirrors; readable by scripts (it is a preference, not a secret).
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
  /** The redirect is for good (`/en/...` to its address, 301), not a choice made for a visitor. */
  isPermanent: boolean;
}

/**
 * The five languages in the order a browser prefers them: from an Accept-Language header
 * ("de-CH, fr;q=0.8, en;q=0.5") or the browser's `navigator.languages`, by their first two letters.
 */
export function preferredLanguages(
  preferences: string | readonly string[] | undefined,
): Language[] {
  const parts = typeof preferences === 'string' ? preferences.split(',') : (preferences ?? []);
  const ranked = parts
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const quality = params.find((param) => param.trim().startsWith('q='));
      const q = quality ? Number(quality.trim().slice(2)) : 1;
      return { code: tag.slice(0, 2).toLowerCase(), q: Number.isNaN(q) ? 0 : q, index };
    })
    .filter((entry) => entry.q > 0 && isLanguage(entry.code))
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.code as Language);
  return [...new Set(ranked)];
}

/**
 * Whether a page has an English address of its own: every page but the home page, whose English
 * address `/` is the chooser (it sends most visitors elsewhere, so sitemaps and alternates leave it
 * out and name it only as x-default). `path` with or without its leading slash.
 */
export const hasEnglishAddress = (path: string): boolean => path !== '/' && path !== '';

/**
 * Which language an address shows (decisions.md, "Languages and locale"). A language prefix names
 * it (`/it/topic/x`); an address without one is English (`/topic/x`), to everyone, whatever they
 * chose; `/en/...` goes for good to the same address without the prefix. Only `/` chooses: the
 * stored choice, else the first of the browser's preferred languages among the five, else the
 * default; it stays English at `/` or goes to `/{code}/`. The server answers a page request with
 * this, and the browser again at start.
 */
export function resolveLanguage(
  location: LanguageLocation,
  choice: { stored: string | null; preferred: readonly Language[] },
  defaultLanguage: Language,
): LanguageResolution {
  const english = { language: 'en' as const, basename: '/' };
  const [, firstSegment = '', ...rest] = location.pathname.split('/');
  if (firstSegment === 'en') {
    return {
      ...english,
      redirectTo: `/${rest.join('/')}${location.search}${location.hash}`,
      isPermanent: true,
    };
  }
  if (isLanguage(firstSegment)) {
    return {
      language: firstSegment,
      basename: `/${firstSegment}`,
      redirectTo: null,
      isPermanent: false,
    };
  }
  if (location.pathname !== '/') return { ...english, redirectTo: null, isPermanent: false };
  const language = isLanguage(choice.stored)
    ? choice.stored
    : (choice.preferred[0] ?? defaultLanguage);
  if (language === 'en') return { ...english, redirectTo: null, isPermanent: false };
  return {
    language,
    basename: `/${language}`,
    redirectTo: `/${language}/${location.search}${location.hash}`,
    isPermanent: false,
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
