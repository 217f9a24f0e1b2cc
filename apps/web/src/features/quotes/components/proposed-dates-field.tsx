import { useTranslation } from 'react-i18next';
import { quoteLimits } from '@app/contracts/actions/quote';
import { DateField } from '../../../shared/forms/date-field.tsx';
import { FormFieldset } from '../../../shared/forms/form-field.tsx';

interface ProposedDatesFieldProps {
  id: string;
  dates: string[];
  /** The earliest value the fields offer ("2026-12-15T09:00"). */
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
              <span className="visually-hidden" id={`${id}-${index}-label`}>
                {t('quotes.form.dateNumber', { number: index + 1 })}
              </span>
              <DateField
                kind="datetime"
                control={{ ...control, id: `${id}-${index}` }}
                labelledBy={`${id}-${index}-label`}
                min={minimum}
                value={date}
                onChange={(value) => onChange(dates.map((old, at) => (at === index ? value : old)))}
                testId={`quote-date-${index}`}
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
