import { describe, expect, it } from 'vitest';
import { parseAppConfig } from './app-config.ts';

describe('parseAppConfig', () => {
  it('reads the product name and default language', () => {
    expect(
      parseAppConfig('{"productName":"Acme Learn","defaultLanguage":"en","signedIn":false}'),
    ).toEqual({ productName: 'Acme Learn', defaultLanguage: 'en', signedIn: false });
  });

  it('falls back field by field on odd values', () => {
    expect(parseAppConfig('{"productName":"","defaultLanguage":"xx","signedIn":"yes"}')).toEqual({
      productName: 'Skillvia',
      defaultLanguage: 'it',
      signedIn: null,
    });
    expect(parseAppConfig('not json')).toEqual({
      productName: 'Skillvia',
      defaultLanguage: 'it',
      signedIn: null,
    });
    expect(parseAppConfig(null).defaultLanguage).toBe('it');
  });
});
