import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { bookingLimits } from '@app/contracts/actions/booking';
import { FormFieldset } from '../../../shared/forms/form-field.tsx';
import { emptyMaterialRow, type MaterialRow } from '../utils/materials.ts';

const captionKeys = { title: 'materialTitle', url: 'materialUrl' } as const;

interface MaterialRowsFieldProps {
  id: string;
  rows: MaterialRow[];
  onChange: (rows: MaterialRow[]) => void;
  /** Problems by row index and part (catalogue keys), from `materialProblemsOf`. */
  problems: Record<number, Partial<Record<keyof MaterialRow, string>>>;
  /** A problem of the list as a whole (too many). */
  problem?: string | null;
}

/**
 * Links to the training's materials: a title and an http(s) address per row, up to ten, added and
 * removed one by one. A new row takes focus; each row's problems are said under its fields.
 */
export function MaterialRowsField({
  id,
  rows,
  onChange,
  problems,
  problem,
}: MaterialRowsFieldProps) {
  const { t } = useTranslation();
  const lastTitle = useRef<HTMLInputElement>(null);
  const added = useRef(false);
  useEffect(() => {
    if (!added.current) return;
    added.current = false;
    lastTitle.current?.focus();
  }, [rows.length]);

  const change = (index: number, part: keyof MaterialRow, text: string) =>
    onChange(rows.map((row, at) => (at === index ? { ...row, [part]: text } : row)));

  return (
    <FormFieldset
      id={id}
      label={t('bookings.thanks.form.materials')}
      hint={t('bookings.thanks.form.materialsHint', { max: bookingLimits.materialsMax })}
      problem={problem}
      optional
    >
      {() => (
        <div className="material-rows">
          {rows.map((row, index) => {
            const rowProblems = problems[index] ?? {};
            const part = (name: keyof MaterialRow) => {
              const fieldId = `${id}-${index}-${name}`;
              const error = rowProblems[name];
              return (
                <div className="material-part">
                  <label className="material-caption" htmlFor={fieldId}>
                    {t(`bookings.thanks.form.${captionKeys[name]}`, { number: index + 1 })}
                  </label>
                  <input
                    id={fieldId}
                    ref={name === 'title' && index === rows.length - 1 ? lastTitle : undefined}
                    className="input"
                    type={name === 'url' ? 'url' : 'text'}
                    inputMode={name === 'url' ? 'url' : undefined}
                    placeholder={name === 'url' ? 'https://' : undefined}
                    maxLength={
                      name === 'url' ? bookingLimits.materialUrlMax : bookingLimits.materialTitleMax
                    }
                    value={row[name]}
                    autoComplete="off"
                    aria-invalid={Boolean(error)}
                    aria-describedby={error ? `${fieldId}-error` : undefined}
                    onChange={(event) => change(index, name, event.target.value)}
                    data-testid={`material-${name}-${index}`}
                  />
                  {error ? (
                    <span className="field-error" id={`${fieldId}-error`}>
                      {t(error)}
                    </span>
                  ) : null}
                </div>
              );
            };
            return (
              <div className="material-row" key={index} data-testid="material-row">
                {part('title')}
                {part('url')}
                <button
                  type="button"
                  className="btn btn-secondary material-remove"
                  onClick={() => onChange(rows.filter((_, at) => at !== index))}
                  data-testid={`material-remove-${index}`}
                >
                  {t('bookings.thanks.form.remove', { number: index + 1 })}
                </button>
              </div>
            );
          })}
          {rows.length < bookingLimits.materialsMax ? (
            <button
              type="button"
              className="booking-link-button"
              onClick={() => {
                added.current = true;
                onChange([...rows, emptyMaterialRow]);
              }}
              data-testid="material-add"
            >
              {t('bookings.thanks.form.add')}
            </button>
          ) : null}
        </div>
      )}
    </FormFieldset>
  );
}
