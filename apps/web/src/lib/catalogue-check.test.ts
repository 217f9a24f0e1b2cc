import { describe, expect, it } from 'vitest';
import { errorCodes } from '@app/contracts/errors';
import { errorMessages, validationMessages } from '@app/contracts/messages';
import { languages } from '@app/contracts/locales';
import { catalogues } from './catalogues.ts';
import { contractKeys, findCatalogueProblems, flattenCatalogue } from './catalogue-check.ts';

describe('translation catalogues', () => {
  it('are complete: the same keys in all five languages, no empty text, every contract key', () => {
    expect(findCatalogueProblems(catalogues)).toEqual([]);
  });

  it('cover the five UI languages', () => {
    expect(Object.keys(catalogues).sort()).toEqual([...languages].sort());
  });

  it('hold every validation message and error code under the contract keys', () => {
    for (const [language, catalogue] of Object.entries(catalogues)) {
      const flat = flattenCatalogue(catalogue);
      for (const key of contractKeys()) {
        expect(flat.get(key), `${language}: ${key}`).toBeTruthy();
      }
    }
  });

  it('use the English texts of the contract word for word', () => {
    const english = flattenCatalogue(catalogues.en);
    for (const [key, text] of Object.entries(validationMessages))
      expect(english.get(key)).toBe(text);
    for (const code of errorCodes) expect(english.get(`errors.${code}`)).toBe(errorMessages[code]);
  });

  it('reports a missing key, an extra key and an empty value', () => {
    const problems = findCatalogueProblems({
      it: { a: 'uno', b: 'due' },
      en: { a: 'one', c: 'three', b: ' ' },
    });
    expect(problems).toContain('en: key "c" is not in it');
    expect(problems).toContain('en: key "b" is empty');
    expect(problems.some((line) => line.includes('contract key "validation.required"'))).toBe(true);
    const missing = findCatalogueProblems({ ...catalogues, de: { app: { close: 'Schließen' } } });
    expect(missing.some((line) => line.startsWith('de: key "titles.home" is missing'))).toBe(true);
  });

  it('keep the home title of the product in English', () => {
    expect(catalogues.en.titles.home).toBe('Global Training Marketplace');
  });
});
