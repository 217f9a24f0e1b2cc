import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toMinorUnits } from '@app/contracts/catalogue';
import { amountText } from '../hooks/search-url.ts';

/**
 * The fields of the filter panels. A select applies at once; a typed field applies when the
 * person presses Enter or leaves it, so the results do not jump at every keystroke.
 */

export interface Option {
  value: string;
  label: string;
}

interface FieldProps {
  id: string;
  label: string;
}

function Field({
  id,
  label,
  error,
  children,
}: FieldProps & { error?: string; children: ReactNode }) {
  return (
    <div className="field search-filter-field">
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      {children}
      {error ? (
        <p className="field-error" id={`${id}-error`} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function SelectFilter({
  id,
  label,
  value,
  options,
  anyLabel,
  onChange,
}: FieldProps & {
  value: string | undefined;
  options: Option[];
  /** The first option, meaning "no filter" (left out when a value is always chosen). */
  anyLabel?: string;
  onChange: (value: string | undefined) => void;
}) {
  return (
    <Field id={id} label={label}>
      <select
        id={id}
        className="input"
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value || undefined)}
      >
        {anyLabel !== undefined ? <option value="">{anyLabel}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  );
}

/**
 * A typed value with its own draft: `parse` turns the text into the URL's value (undefined for
 * "no filter") or null when the text is not acceptable.
 */
function TypedFilter({
  id,
  label,
  value,
  display,
  parse,
  invalidMessage,
  onApply,
  inputMode,
  type = 'text',
  placeholder,
}: FieldProps & {
  value: string | undefined;
  display: (value: string | undefined) => string;
  parse: (text: string) => string | undefined | null;
  invalidMessage?: string;
  onApply: (value: string | undefined) => void;
  inputMode?: 'decimal' | 'text';
  type?: 'text' | 'search' | 'date';
  placeholder?: string;
}) {
  const [draft, setDraft] = useState(display(value));
  const [seen, setSeen] = useState(value);
  const [isInvalid, setIsInvalid] = useState(false);
  // The URL changed underneath (back/forward, "clear filters"): show its value.
  if (seen !== value) {
    setSeen(value);
    setDraft(display(value));
    setIsInvalid(false);
  }
  const apply = (text: string) => {
    const parsed = parse(text.trim());
    if (parsed === null) {
      setIsInvalid(true);
      return;
    }
    setIsInvalid(false);
    if (parsed !== value) onApply(parsed);
  };
  return (
    <Field id={id} label={label} error={isInvalid ? invalidMessage : undefined}>
      <input
        id={id}
        className="input"
        type={type}
        inputMode={inputMode}
        placeholder={placeholder}
        autoComplete="off"
        value={draft}
        aria-invalid={isInvalid || undefined}
        aria-describedby={isInvalid ? `${id}-error` : undefined}
        onChange={(event) => {
          setDraft(event.target.value);
          // A date picker gives a whole value at once: apply it.
          if (type === 'date') apply(event.target.value);
        }}
        onBlur={(event) => apply(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            apply(event.currentTarget.value);
          }
        }}
      />
    </Field>
  );
}

export function TextFilter(
  props: FieldProps & {
    value: string | undefined;
    onApply: (value: string | undefined) => void;
    placeholder?: string;
  },
) {
  return (
    <TypedFilter
      {...props}
      type="search"
      display={(value) => value ?? ''}
      parse={(text) => text || undefined}
    />
  );
}

/** An amount typed as people write it ("1.250,50", "90"), kept in the URL in minor units. */
export function AmountFilter(
  props: FieldProps & {
    value: number | undefined;
    onApply: (value: string | undefined) => void;
    placeholder?: string;
  },
) {
  const { t } = useTranslation();
  return (
    <TypedFilter
      {...props}
      value={props.value === undefined ? undefined : String(props.value)}
      inputMode="decimal"
      display={(value) => amountText(value === undefined ? undefined : Number(value))}
      parse={(text) => {
        if (text === '') return undefined;
        const minor = toMinorUnits(text);
        return minor === null ? null : String(minor);
      }}
      invalidMessage={t('search.filters.invalidAmount')}
    />
  );
}

export function DateFilter(
  props: FieldProps & { value: string | undefined; onApply: (value: string | undefined) => void },
) {
  return (
    <TypedFilter
      {...props}
      type="date"
      display={(value) => value ?? ''}
      parse={(text) => text || undefined}
    />
  );
}
