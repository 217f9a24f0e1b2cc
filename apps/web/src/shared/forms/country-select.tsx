import { useMemo } from 'react';
import { countryCodes } from '@app/contracts/billing';
import { useLanguage } from '../../hooks/use-language.ts';
import { countryOptions } from '../../lib/countries.ts';
import type { ControlProps } from './form-field.tsx';

/**
 * The countries a company or billing address may be in (the contract's list), named in the
 * interface's language, as a select tied to its FormField.
 */
export function CountrySelect({
  control,
  value,
  onChange,
  onBlur,
  name = 'country',
  testId,
}: {
  control: ControlProps;
  value: string;
  onChange: (country: string) => void;
  onBlur?: () => void;
  name?: string;
  testId?: string;
}) {
  const language = useLanguage();
  const countries = useMemo(
    () => countryOptions(language).filter((country) => countryCodes.includes(country.code)),
    [language],
  );
  return (
    <select
      {...control}
      name={name}
      className="input"
      autoComplete="country"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      {...(onBlur ? { onBlur } : {})}
      {...(testId ? { 'data-testid': testId } : {})}
    >
      {countries.map((country) => (
        <option key={country.code} value={country.code}>
          {country.name}
        </option>
      ))}
    </select>
  );
}
