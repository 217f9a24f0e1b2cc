import type { ReactNode } from 'react';

export interface FieldDescription {
  /** For the control's aria-describedby: the hint and the error, when shown. */
  describedBy: string | undefined;
  invalid: boolean;
}

interface FormFieldProps {
  id: string;
  label: string;
  hint?: string;
  error?: string | null;
  optional?: string;
  /** Renders the control; it must carry `id` and the description it is given. */
  children: (description: FieldDescription) => ReactNode;
  /** A control that is not labelable (the rich text editor) is named by the label's id. */
  labelAsText?: boolean;
}

/** A labelled form control with its hint and error, wired for screen readers. */
export function FormField({
  id,
  label,
  hint,
  error,
  optional,
  children,
  labelAsText,
}: FormFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  const labelContent = (
    <>
      {label}
      {optional ? <span className="topic-field-optional"> {optional}</span> : null}
    </>
  );
  return (
    <div className="field topic-field">
      {labelAsText ? (
        <span className="field-label" id={`${id}-label`}>
          {labelContent}
        </span>
      ) : (
        <label className="field-label" htmlFor={id} id={`${id}-label`}>
          {labelContent}
        </label>
      )}
      {hint ? (
        <p className="topic-field-hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      {children({ describedBy, invalid: Boolean(error) })}
      {error ? (
        <p className="field-error" id={errorId}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
