import { useId, useRef } from 'react';
import { FormField } from '../../../shared/forms/form-field.tsx';
import { useTranslation } from 'react-i18next';
import { findCountry } from '../../../lib/countries.ts';
import { CountryPicker } from './country-picker.tsx';

/**
 * The number the server receives: "+", the dial code's digits and the national number's digits,
 * without spaces, e.g. "+39" and "333 123 4567" give "+393331234567". The contract's rule (12
 * digits at the end) is checked on that whole number, so an Italian mobile (+39 and 10 digits)
 * passes. Spaces, dots, dashes and brackets typed in the number are dropped; anything else stays
 * and makes the number invalid.
 */
export function internationalNumber(countryCode: string, nationalNumber: string): string {
  const dialCode = findCountry(countryCode)?.dial_code ?? '';
  return `${dialCode}${nationalNumber.replace(/[\s().-]/g, '')}`;
}

interface PhoneFieldProps {
  countryCode: string;
  nationalNumber: string;
  onCountryChange: (code: string) => void;
  onNumberChange: (value: string) => void;
  onBlur: () => void;
  language: string;
  /** A message key, or null. */
  problem: string | null;
}

export function PhoneField({
  countryCode,
  nationalNumber,
  onCountryChange,
  onNumberChange,
  onBlur,
  language,
  problem,
}: PhoneFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const numberRef = useRef<HTMLInputElement>(null);
  return (
    <FormField
      id={id}
      label={t('auth.phone.label')}
      hint={t('auth.phone.hint')}
      problem={problem}
      errorTestId="phone-error"
      className="phone-field"
    >
      {(control) => (
        <div className="phone-row">
          <CountryPicker
            value={countryCode}
            onChange={onCountryChange}
            language={language}
            onChosen={() => numberRef.current?.focus()}
          />
          <input
            {...control}
            ref={numberRef}
            name="phone"
            className="input"
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            placeholder={t('auth.phone.placeholder')}
            value={nationalNumber}
            onChange={(event) => onNumberChange(event.target.value)}
            onBlur={onBlur}
          />
        </div>
      )}
    </FormField>
  );
}
