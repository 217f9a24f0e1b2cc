import { useTranslation } from 'react-i18next';
import { quoteLimits } from '@app/contracts/actions/quote';
import { FormFieldset } from '../../../shared/forms/form-field.tsx';

interface ProposedDatesFieldProps {
  id: string;
  dates: string[];
  /** The earliest value the inputs offer (`datetime-local`). */
  minimum: string;
  problem?: string | null;
  onChange: (dates: string[]) => void;
}

/** One to three start times the provider can do; the owner picks one when accepting. */
export function ProposedDatesField({
  id,
  dates,
  minimum,
  problem,
  onChange,
}: ProposedDatesFieldProps) {
  const { t } = useTranslation();
  return (
    <FormFieldset
      id={id}
      label={t('quotes.form.dates')}
      hint={t('quotes.form.datesHint')}
      problem={problem}
      errorTestId="quote-dates-error"
      required
    >
      {(control) => (
        <div className="quote-date-rows">
          {dates.map((date, index) => (
            <div className="quote-date-row" key={index}>
              <label className="visually-hidden" htmlFor={`${id}-${index}`}>
                {t('quotes.form.dateNumber', { number: index + 1 })}
              </label>
              <input
                id={`${id}-${index}`}
                type="datetime-local"
                className="input"
                min={minimum}
                value={date}
                aria-invalid={control['aria-invalid']}
                aria-describedby={control['aria-describedby']}
                onChange={(event) =>
                  onChange(dates.map((old, at) => (at === index ? event.target.value : old)))
                }
                data-testid={`quote-date-${index}`}
              />
              {dates.length > 1 ? (
                <button
                  type="button"
                  className="btn btn-secondary quote-btn-sm"
                  onClick={() => onChange(dates.filter((_, at) => at !== index))}
                >
                  {t('quotes.form.removeDate', { number: index + 1 })}
                </button>
              ) : null}
            </div>
          ))}
          {dates.length < quoteLimits.proposedDatesMax ? (
            <button
              type="button"
              className="quote-link-button"
              onClick={() => onChange([...dates, ''])}
              data-testid="quote-add-date"
            >
              {t('quotes.form.addDate')}
            </button>
          ) : null}
        </div>
      )}
    </FormFieldset>
  );
}
