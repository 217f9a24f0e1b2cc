import { useState, type KeyboardEvent } from 'react';
import { CloseIcon } from '../../../components/ui/icons.tsx';
import type { ValidationMessageKey } from '@app/contracts/messages';
import { FormField } from '../../../shared/forms/form-field.tsx';
import './chip-input.css';

interface ChipInputProps {
  id: string;
  label: string;
  hint: string;
  values: string[];
  onChange: (values: string[]) => void;
  removeLabel: (item: string) => string;
  maxItems: number;
  maxLength: number;
  /** The catalogue key of the list's problem (the form's check or the server's), if any. */
  problem?: string | null;
}

/** The contract's message for an item too long, or too many items. */
const tooLongKey = 'validation.tooLong' satisfies ValidationMessageKey;

/**
 * A list typed as chips: Enter, a comma or leaving the field adds what was typed; each chip has a
 * remove button; Backspace in an empty field removes the last one.
 */
export function ChipInput({
  id,
  label,
  hint,
  values,
  onChange,
  removeLabel,
  maxItems,
  maxLength,
  problem: listProblem,
}: ChipInputProps) {
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const shownProblem = problem ?? listProblem ?? null;

  const commit = () => {
    const items = draft
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean);
    if (items.length === 0) return;
    if (items.some((item) => item.length > maxLength)) {
      setProblem(tooLongKey);
      return;
    }
    const known = new Set(values.map((value) => value.toLowerCase()));
    const added = items.filter((item) => {
      const key = item.toLowerCase();
      if (known.has(key)) return false;
      known.add(key);
      return true;
    });
    if (values.length + added.length > maxItems) {
      setProblem(tooLongKey);
      return;
    }
    setProblem(null);
    setDraft('');
    if (added.length > 0) onChange([...values, ...added]);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      commit();
    } else if (event.key === 'Backspace' && draft === '' && values.length > 0) {
      onChange(values.slice(0, -1));
    }
  };

  return (
    <FormField id={id} label={label} hint={hint} problem={shownProblem}>
      {(control) => (
        <div className="chip-input" data-invalid={shownProblem ? 'true' : 'false'}>
          {values.length > 0 ? (
            <ul className="chip-list">
              {values.map((item) => (
                <li key={item} className="chip">
                  <span>{item}</span>
                  <button
                    type="button"
                    className="chip-remove"
                    aria-label={removeLabel(item)}
                    onClick={() => onChange(values.filter((value) => value !== item))}
                  >
                    <CloseIcon size={14} />
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
          <input
            {...control}
            className="chip-input-field"
            value={draft}
            onChange={(event) => {
              setDraft(event.target.value);
              if (problem) setProblem(null);
            }}
            onKeyDown={onKeyDown}
            onBlur={commit}
          />
        </div>
      )}
    </FormField>
  );
}
