import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** What a control needs to be tied to its label, hint and error. */
export interface ControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  'aria-required': true | undefined;
}

interface EventFieldProps {
  id: string;
  label: string;
  hint?: string;
  /** The message key of the field's problem, if any. */
  problem?: string;
  required?: boolean;
  className?: string;
  children: (control: ControlProps) => ReactNode;
}

/** A labelled form control with its hint and its problem, announced to screen readers. */
export function EventField({
  id,
  label,
  hint,
  problem,
  required = false,
  className,
  children,
}: EventFieldProps) {
  const { t } = useTranslation();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, problem ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className={`field event-field ${className ?? ''}`.trim()}>
      <label className="field-label" htmlFor={id}>
        {label}
        {required ? <RequiredMark /> : null}
      </label>
      {children({
        id,
        'aria-invalid': problem ? true : undefined,
        'aria-describedby': describedBy || undefined,
        'aria-required': required ? true : undefined,
      })}
      {hint ? (
        <p className="event-field-hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      {problem ? (
        <p className="field-error" id={errorId}>
          {t(problem)}
        </p>
      ) : null}
    </div>
  );
}

export function RequiredMark() {
  const { t } = useTranslation();
  return (
    <>
      <span className="event-required" aria-hidden="true">
        {' *'}
      </span>
      <span className="visually-hidden"> ({t('events.form.required')})</span>
    </>
  );
}
