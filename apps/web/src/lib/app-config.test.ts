import { describe, expect, it } from 'vitest';
import { parseAppConfig } from './app-config.ts';

describe('parseAppConfig', () => {
  it('reads the product name and default language', () => {
    expect(parseAppConfig('{"productName":"Acme Learn","defaultLanguage":"en"}')).toEqual({
      productName: 'Acme Learn',
      defaultLanguage: 'en',
    });
  });

  it('falls back field by field on odd values', () => {
    expect(parseAppConfig('{"productName":"","defaultLanguage":"xx"}')).toEqual({
      productName: 'Skillvia',
      defaultLanguage: 'it',
    });
    expect(parseAppConfig('not json')).toEqual({ productName: 'Skillvia', defaultLanguage: 'it' });
    expect(parseAppConfig(null).defaultLanguage).toBe('it');
  });
});
