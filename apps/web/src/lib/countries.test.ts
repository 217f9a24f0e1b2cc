import { describe, expect, it } from 'vitest';
import { countries, countryNamer, defaultCountryCode, findCountry } from './countries.ts';

describe('countries', () => {
  it('lists each country once, with a dial code and an ISO code', () => {
    const codes = countries.map((country) => country.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect(countries.length).toBeGreaterThan(240);
    for (const country of countries) {
      expect(country.code).toMatch(/^[A-Z]{2}$/);
      expect(country.dial_code).toMatch(/^\+\d{1,4}$/);
      expect(country.name.length).toBeGreaterThan(2);
    }
  });

  it('defaults to Italy, +39', () => {
    expect(findCountry(defaultCountryCode)).toEqual({
      name: 'Italy',
      dial_code: '+39',
      code: 'IT',
    });
  });

  it('names countries in the interface language', () => {
    const germany = findCountry('DE');
    expect(germany && countryNamer('it')(germany)).toBe('Germania');
    expect(germany && countryNamer('en')(germany)).toBe('Germany');
  });
});
