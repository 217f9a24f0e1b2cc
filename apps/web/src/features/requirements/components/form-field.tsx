import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** What a control needs to be tied to its label, hint and error. */
export interface ControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  'aria-required': true | undefined;
}

interface FormFieldProps {
  id: string;
  label: string;
  hint?: string;
  /** The message key of the field's problem, if any. */
  problem?: string;
  required?: boolean;
  /** Shown at the end of the label row, e.g. a character count. */
  aside?: ReactNode;
  className?: string;
  children: (control: ControlProps) => ReactNode;
}

/** A labelled form control with its hint and its problem, announced to screen readers. */
export function FormField({
  id,
  label,
  hint,
  problem,
  required = false,
  aside,
  className,
  children,
}: FormFieldProps) {
  const { t } = useTranslation();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, problem ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className={`field requirement-field ${className ?? ''}`.trim()}>
      <div className="requirement-field-label-row">
        <label className="field-label" htmlFor={id}>
          {label}
          {required ? (
            <>
              <span className="requirement-required" aria-hidden="true">
                {' *'}
              </span>
              <span className="visually-hidden"> ({t('requirements.form.required')})</span>
            </>
          ) : null}
        </label>
        {aside}
      </div>
      {children({
        id,
        'aria-invalid': problem ? true : undefined,
        'aria-describedby': describedBy || undefined,
        'aria-required': required ? true : undefined,
      })}
      {problem ? (
        <p className="field-error" id={errorId} data-testid={`${id}-error`}>
          {t(problem)}
        </p>
      ) : null}
      {hint ? (
        <p className="requirement-field-hint" id={hintId}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}
