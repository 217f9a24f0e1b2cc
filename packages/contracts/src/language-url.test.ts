import { describe, expect, it } from 'vitest';
import { preferredLanguages, resolveLanguage, sameAddressIn } from './language-url.ts';

const at = (pathname: string, search = '', hash = '') => ({ pathname, search, hash });

const none = { stored: null, preferred: [] };

describe('resolveLanguage', () => {
  it('takes the language from a prefix and uses it as the basename', () => {
    expect(resolveLanguage(at('/de/dashboard'), none, 'it')).toEqual({
      language: 'de',
      basename: '/de',
      redirectTo: null,
      isPermanent: false,
    });
    expect(resolveLanguage(at('/it'), { stored: 'en', preferred: ['en'] }, 'it')).toMatchObject({
      language: 'it',
      basename: '/it',
      redirectTo: null,
    });
  });

  it('shows English on every address without a prefix, whatever was chosen or preferred', () => {
    for (const choice of [none, { stored: 'de', preferred: ['fr' as const] }]) {
      expect(resolveLanguage(at('/dashboard', '?a=1', '#x'), choice, 'it')).toEqual({
        language: 'en',
        basename: '/',
        redirectTo: null,
        isPermanent: false,
      });
    }
    // A path that merely starts like a language code is an English path.
    expect(resolveLanguage(at('/itinerary'), none, 'it').language).toBe('en');
  });

  it('sends /en/… for good to the address without the prefix', () => {
    expect(resolveLanguage(at('/en/topic/x', '?q=1', '#top'), none, 'it')).toEqual({
      language: 'en',
      basename: '/',
      redirectTo: '/topic/x?q=1#top',
      isPermanent: true,
    });
    expect(resolveLanguage(at('/en'), none, 'it').redirectTo).toBe('/');
    expect(resolveLanguage(at('/en/'), none, 'it').redirectTo).toBe('/');
  });

  it('chooses at / only: the stored choice, then the browser’s languages, then the default', () => {
    const root = (choice: { stored: string | null; preferred: Array<'de' | 'en' | 'fr'> }) =>
      resolveLanguage(at('/', '?ref=x'), choice, 'it');
    expect(root({ stored: 'es', preferred: ['de'] })).toMatchObject({
      redirectTo: '/es/?ref=x',
      isPermanent: false,
    });
    expect(root({ stored: null, preferred: ['de', 'en'] }).redirectTo).toBe('/de/?ref=x');
    expect(root({ stored: 'xx', preferred: [] }).redirectTo).toBe('/it/?ref=x');
    expect(root({ stored: null, preferred: ['en', 'de'] })).toEqual({
      language: 'en',
      basename: '/',
      redirectTo: null,
      isPermanent: false,
    });
    expect(resolveLanguage(at('/'), none, 'en').redirectTo).toBeNull();
  });
});

describe('preferredLanguages', () => {
  it('ranks the five by quality, then order, from a header or a list', () => {
    expect(preferredLanguages('de-CH, fr;q=0.8, en;q=0.9, ja, it;q=0')).toEqual(['de', 'en', 'fr']);
    expect(preferredLanguages(['es-ES', 'es', 'en-US'])).toEqual(['es', 'en']);
    expect(preferredLanguages(undefined)).toEqual([]);
    expect(preferredLanguages('*')).toEqual([]);
  });
});

describe('sameAddressIn', () => {
  it('reloads the same page in the chosen language (issue 17)', () => {
    expect(sameAddressIn('es', at('/it/topic/corso-excel'))).toBe('/es/topic/corso-excel');
    expect(sameAddressIn('en', at('/it/topic/corso-excel'))).toBe('/topic/corso-excel');
    expect(sameAddressIn('de', at('/topic/corso-excel'))).toBe('/de/topic/corso-excel');
    expect(sameAddressIn('en', at('/it/'))).toBe('/');
    expect(sameAddressIn('fr', at('/it'))).toBe('/fr/');
    expect(sameAddressIn('es', at('/'))).toBe('/es/');
    // A path that merely starts like a language code is a path.
    expect(sameAddressIn('it', at('/itinerary'))).toBe('/it/itinerary');
    expect(
      sameAddressIn('it', { pathname: '/de/search', search: '?q=excel', hash: '#results' }),
    ).toBe('/it/search?q=excel#results');
  });
});
