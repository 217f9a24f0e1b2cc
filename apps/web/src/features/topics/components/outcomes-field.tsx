import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { catalogueLimits } from '@app/contracts/catalogue';
import { CloseIcon } from '../../../components/ui/icons.tsx';
import { FormFieldset } from '../../../shared/forms/form-field.tsx';

interface OutcomesFieldProps {
  values: string[];
  onChange: (values: string[]) => void;
  /** The catalogue key of the list's problem, if any. */
  problem?: string;
}

/**
 * What participants will learn, one line each: Enter in a line adds the next one, each line has a
 * remove button, and focus follows what was added or removed.
 */
export function OutcomesField({ values, onChange, problem }: OutcomesFieldProps) {
  const { t } = useTranslation();
  const inputs = useRef<(HTMLInputElement | null)[]>([]);
  const focusLater = (index: number) =>
    requestAnimationFrame(() => inputs.current[Math.max(0, index)]?.focus());
  const isFull = values.length >= catalogueLimits.outcomesMax;

  const add = (after: number) => {
    if (isFull) return;
    onChange([...values.slice(0, after + 1), '', ...values.slice(after + 1)]);
    focusLater(after + 1);
  };
  const remove = (index: number) => {
    const rest = values.filter((_, position) => position !== index);
    onChange(rest.length > 0 ? rest : ['']);
    focusLater(index - 1);
  };

  return (
    <FormFieldset
      id="topic-outcomes"
      label={t('topics.form.outcomes')}
      hint={t('topics.form.outcomesHint', { max: catalogueLimits.outcomesMax })}
      problem={problem}
      optional
      className="topic-outcomes"
    >
      {(control) => (
        <>
          <ol className="topic-outcome-list">
            {values.map((value, index) => (
              <li key={index} className="topic-outcome">
                <span className="listing-section-number topic-outcome-number" aria-hidden="true">
                  {index + 1}
                </span>
                <input
                  ref={(element) => {
                    inputs.current[index] = element;
                  }}
                  id={index === 0 ? control.id : undefined}
                  className="input"
                  value={value}
                  maxLength={catalogueLimits.outcomeMax}
                  aria-label={t('topics.form.outcomeLabel', { number: index + 1 })}
                  aria-invalid={control['aria-invalid']}
                  placeholder={index === 0 ? t('topics.form.outcomePlaceholder') : undefined}
                  onChange={(event) =>
                    onChange(
                      values.map((item, position) =>
                        position === index ? event.target.value : item,
                      ),
                    )
                  }
                  onKeyDown={(event) => {
                    if (event.key === 'Enter') {
                      event.preventDefault();
                      add(index);
                    }
                  }}
                />
                <button
                  type="button"
                  className="icon-button topic-outcome-remove"
                  aria-label={t('topics.form.removeOutcome', { number: index + 1 })}
                  title={t('topics.form.removeOutcome', { number: index + 1 })}
                  onClick={() => remove(index)}
                  disabled={values.length === 1 && value === ''}
                >
                  <CloseIcon size={18} />
                </button>
              </li>
            ))}
          </ol>
          <button
            type="button"
            className="btn btn-ghost topic-outcome-add"
            onClick={() => add(values.length - 1)}
            disabled={isFull}
          >
            + {t('topics.form.addOutcome')}
          </button>
        </>
      )}
    </FormFieldset>
  );
}
