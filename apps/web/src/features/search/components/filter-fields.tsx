import { useState } from 'react';
import { toMinorUnits } from '@app/contracts/catalogue';
import { DateField } from '../../../shared/forms/date-field.tsx';
import { FormField } from '../../../shared/forms/form-field.tsx';
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
    <FormField id={id} label={label} className="search-filter-field">
      {(control) => (
        <select
          {...control}
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
      )}
    </FormField>
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
  /** The catalogue key said when the typed text is not acceptable. */
  invalidMessage?: string;
  onApply: (value: string | undefined) => void;
  inputMode?: 'decimal' | 'text';
  type?: 'text' | 'search';
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
    <FormField
      id={id}
      label={label}
      problem={isInvalid ? invalidMessage : undefined}
      announce
      className="search-filter-field"
    >
      {(control) => (
        <input
          {...control}
          className="input"
          type={type}
          inputMode={inputMode}
          placeholder={placeholder}
          autoComplete="off"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onBlur={(event) => apply(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              apply(event.currentTarget.value);
            }
          }}
        />
      )}
    </FormField>
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
      invalidMessage="search.filters.invalidAmount"
    />
  );
}

/**
 * A day, written in the page's language: applied when the person leaves the field, presses Enter
 * or picks a day from the calendar (not while the year is half typed).
 */
export function DateFilter({
  id,
  label,
  value,
  onApply,
}: FieldProps & { value: string | undefined; onApply: (value: string | undefined) => void }) {
  const [draft, setDraft] = useState(value ?? '');
  const [seen, setSeen] = useState(value);
  // The URL changed underneath (back/forward, "clear filters"): show its value.
  if (seen !== value) {
    setSeen(value);
    setDraft(value ?? '');
  }
  const apply = (text: string) => {
    const next = text || undefined;
    if (next !== value) onApply(next);
  };
  return (
    <FormField id={id} label={label} labelKind="text" className="search-filter-field">
      {(control) => (
        // Enter applies it, as in the other filters: heard on the way down, as the field's parts
        // keep the keys they take to themselves (not from its calendar, a layer of its own).
        <div
          onKeyDownCapture={(event) => {
            if (event.key !== 'Enter' || !event.currentTarget.contains(event.target as Node))
              return;
            event.preventDefault();
            apply(draft);
          }}
        >
          <DateField
            control={control}
            labelledBy={`${id}-label`}
            value={draft}
            onChange={setDraft}
            onBlur={() => apply(draft)}
            onPicked={apply}
          />
        </div>
      )}
    </FormField>
  );
}
