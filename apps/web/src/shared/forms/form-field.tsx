import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** What a control spreads to be tied to its label, hint and problem. */
export interface ControlProps {
  id: string;
  'aria-describedby': string | undefined;
  /** Said either way, so a fixed field is announced as valid again. */
  'aria-invalid': boolean;
  'aria-required': true | undefined;
}

interface FieldParts {
  /** The control's id (of the group, for a fieldset); hint and error ids are made from it. */
  id: string;
  label: string;
  hint?: ReactNode;
  /** The catalogue key of the field's problem (a contract `validation.*` or `errors.*` key). */
  problem?: string | null;
  /** Marked with an asterisk, said to screen readers, and `aria-required` on the control. */
  required?: boolean;
  /** Marked "(optional)": for forms where most fields are required. */
  optional?: boolean;
  /** The problem is said at once (a field applied on its own, outside a form's summary). */
  announce?: boolean;
  /** The error's test id, where tests know it by another name than `{id}-error`. */
  errorTestId?: string;
  className?: string;
}

export interface FormFieldProps extends FieldParts {
  /** At the end of the label's row, e.g. a character count. */
  aside?: ReactNode;
  /**
   * `label` (default): a `<label for>`. `text`: a text the control names itself by, through
   * `aria-labelledby` on `{id}-label` (a rich text editor, which a label cannot name).
   */
  labelKind?: 'label' | 'text';
  children: (control: ControlProps) => ReactNode;
}

function LabelText({
  label,
  required,
  optional,
}: Pick<FieldParts, 'label' | 'required' | 'optional'>) {
  const { t } = useTranslation();
  return (
    <>
      {label}
      {required ? (
        <>
          <span className="field-required" aria-hidden="true">
            {' *'}
          </span>
          <span className="visually-hidden"> ({t('app.required')})</span>
        </>
      ) : null}
      {optional ? <span className="field-optional"> {t('app.optional')}</span> : null}
    </>
  );
}

/** The ids and control attributes of a field, and its hint and error paragraphs. */
function useFieldParts({ id, hint, problem, required, announce, errorTestId }: FieldParts) {
  const { t } = useTranslation();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = problem ? `${id}-error` : undefined;
  const control: ControlProps = {
    id,
    'aria-describedby': [hintId, errorId].filter(Boolean).join(' ') || undefined,
    'aria-invalid': Boolean(problem),
    'aria-required': required ? true : undefined,
  };
  const hintLine = hint ? (
    <p className="field-hint" id={hintId}>
      {hint}
    </p>
  ) : null;
  const errorLine = problem ? (
    <p
      className="field-error"
      id={errorId}
      role={announce ? 'alert' : undefined}
      data-testid={errorTestId ?? errorId}
    >
      {t(problem)}
    </p>
  ) : null;
  return { control, hintLine, errorLine };
}

/**
 * The one form field: label (with the required or optional mark), hint, the control, and the
 * problem under it, tied together with `aria-describedby` and `aria-invalid` for screen readers.
 */
export function FormField({ aside, labelKind = 'label', children, ...parts }: FormFieldProps) {
  const { control, hintLine, errorLine } = useFieldParts(parts);
  const { id, className } = parts;
  const label =
    labelKind === 'text' ? (
      <span className="field-label" id={`${id}-label`}>
        <LabelText {...parts} />
      </span>
    ) : (
      <label className="field-label" htmlFor={id} id={`${id}-label`}>
        <LabelText {...parts} />
      </label>
    );
  return (
    <div className={`field ${className ?? ''}`.trim()}>
      {aside ? (
        <div className="field-label-row">
          {label}
          {aside}
        </div>
      ) : (
        label
      )}
      {hintLine}
      {children(control)}
      {errorLine}
    </div>
  );
}

export interface FormFieldsetProps extends FieldParts {
  /** The choices or parts; `control` carries `aria-invalid` for each of them. */
  children: (control: ControlProps) => ReactNode;
}

/** The same for a group of controls (radios, checkboxes, a date and a time): a fieldset. */
export function FormFieldset({ children, ...parts }: FormFieldsetProps) {
  const { control, hintLine, errorLine } = useFieldParts(parts);
  return (
    <fieldset
      className={`field-group ${parts.className ?? ''}`.trim()}
      aria-describedby={control['aria-describedby']}
    >
      <legend className="field-label">
        <LabelText {...parts} />
      </legend>
      {hintLine}
      {children(control)}
      {errorLine}
    </fieldset>
  );
}
