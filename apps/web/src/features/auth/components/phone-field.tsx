import { useId, useRef } from 'react';
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
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = problem ? `${hintId} ${errorId}` : hintId;
  return (
    <div className="field phone-field">
      <label className="field-label" htmlFor={id}>
        {t('auth.phone.label')}
      </label>
      <div className="phone-row">
        <CountryPicker
          value={countryCode}
          onChange={onCountryChange}
          language={language}
          onChosen={() => numberRef.current?.focus()}
        />
        <input
          ref={numberRef}
          id={id}
          name="phone"
          className="input"
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          placeholder={t('auth.phone.placeholder')}
          value={nationalNumber}
          aria-invalid={problem !== null}
          aria-describedby={describedBy}
          onChange={(event) => onNumberChange(event.target.value)}
          onBlur={onBlur}
        />
      </div>
      <p className="field-hint" id={hintId}>
        {t('auth.phone.hint')}
      </p>
      {problem ? (
        <p className="field-error" id={errorId} data-testid="phone-error">
          {t(problem)}
        </p>
      ) : null}
    </div>
  );
}
