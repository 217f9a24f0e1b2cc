import { describe, expect, it } from 'vitest';
import { resolveLanguage, sameAddressIn } from './language-url.ts';

const at = (pathname: string, search = '', hash = '') => ({ pathname, search, hash });

describe('resolveLanguage', () => {
  it('takes the language from a prefix and uses it as the basename', () => {
    expect(resolveLanguage(at('/de/dashboard'), null, 'it')).toEqual({
      language: 'de',
      basename: '/de',
      redirectTo: null,
    });
    expect(resolveLanguage(at('/it'), 'en', 'it')).toMatchObject({
      language: 'it',
      basename: '/it',
    });
  });

  it('sends a first-time visitor on an unprefixed path to the default language', () => {
    expect(resolveLanguage(at('/dashboard', '?a=1', '#x'), null, 'it')).toEqual({
      language: 'it',
      basename: '/it',
      redirectTo: '/it/dashboard?a=1#x',
    });
    expect(resolveLanguage(at('/'), null, 'it').redirectTo).toBe('/it/');
  });

  it('keeps English at / when English is the default', () => {
    expect(resolveLanguage(at('/x'), null, 'en')).toEqual({
      language: 'en',
      basename: '/',
      redirectTo: null,
    });
  });

  it('lets a stored choice win over the default', () => {
    expect(resolveLanguage(at('/x'), 'en', 'it')).toEqual({
      language: 'en',
      basename: '/',
      redirectTo: null,
    });
    expect(resolveLanguage(at('/x', '?q=1'), 'de', 'it').redirectTo).toBe('/de/x?q=1');
  });

  it('ignores a stored value that is not a language', () => {
    expect(resolveLanguage(at('/'), 'xx', 'fr').redirectTo).toBe('/fr/');
  });

  it('does not read /en as a prefix (English lives at /)', () => {
    expect(resolveLanguage(at('/en/x'), 'en', 'it')).toMatchObject({
      language: 'en',
      basename: '/',
    });
  });

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
