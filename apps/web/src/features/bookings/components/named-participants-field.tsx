import { useTranslation } from 'react-i18next';
import { FormFieldset } from '../../../shared/forms/form-field.tsx';

export interface NamedRow {
  name: string;
  email: string;
}

interface NamedParticipantsFieldProps {
  id: string;
  rows: NamedRow[];
  onChange: (rows: NamedRow[]) => void;
  problem?: string | null;
  max: number;
}

/** Named participants: a name and an optional e-mail per row (no account needed). */
export function NamedParticipantsField({
  id,
  rows,
  onChange,
  problem,
  max,
}: NamedParticipantsFieldProps) {
  const { t } = useTranslation();
  const change = (index: number, part: keyof NamedRow, value: string) =>
    onChange(rows.map((row, at) => (at === index ? { ...row, [part]: value } : row)));
  return (
    <FormFieldset
      id={id}
      label={t('bookings.named.label')}
      hint={t('bookings.named.hint')}
      problem={problem}
      required
    >
      {(control) => (
        <div className="booking-named-rows">
          {rows.map((row, index) => (
            <div className="booking-named-row" key={index}>
              <label className="booking-named-part">
                <span className="booking-named-caption">
                  {t('bookings.named.name', { number: index + 1 })}
                </span>
                <input
                  className="input"
                  value={row.name}
                  maxLength={120}
                  autoComplete="off"
                  aria-invalid={control['aria-invalid']}
                  aria-describedby={control['aria-describedby']}
                  onChange={(event) => change(index, 'name', event.target.value)}
                  data-testid={`booking-named-name-${index}`}
                />
              </label>
              <label className="booking-named-part">
                <span className="booking-named-caption">
                  {t('bookings.named.email', { number: index + 1 })}
                </span>
                <input
                  className="input"
                  type="email"
                  value={row.email}
                  maxLength={254}
                  autoComplete="off"
                  onChange={(event) => change(index, 'email', event.target.value)}
                />
              </label>
              {rows.length > 1 ? (
                <button
                  type="button"
                  className="btn btn-secondary booking-btn-sm booking-named-remove"
                  onClick={() => onChange(rows.filter((_, at) => at !== index))}
                >
                  {t('bookings.named.remove', { number: index + 1 })}
                </button>
              ) : null}
            </div>
          ))}
          {rows.length < max ? (
            <button
              type="button"
              className="booking-link-button"
              onClick={() => onChange([...rows, { name: '', email: '' }])}
            >
              {t('bookings.named.add')}
            </button>
          ) : null}
        </div>
      )}
    </FormFieldset>
  );
}
