import { useTranslation } from 'react-i18next';
import { FormField, FormFieldset } from '../../../shared/forms/form-field.tsx';
import { useCompanyPeople, type CompanyPerson } from '../../company-people/index.ts';
import { emptyNamedRow, type NamedRow, type ParticipantsValue } from '../utils/participants.ts';
import '../../../shared/forms/choices.css';

interface ParticipantsFieldProps {
  /** The group's id; the parts' ids are made from it. */
  id: string;
  value: ParticipantsValue;
  onChange: (value: ParticipantsValue) => void;
  /** "Number of participants" or "Number of seats". */
  countLabel: string;
  countMax: number;
  namedMax: number;
  problems: { count?: string; named?: string };
  countTestId: string;
  /** Booking for the company: its people are suggested for the names (and fill the e-mail). */
  suggestCompanyPeople?: boolean;
}

/**
 * Who a booking is for, the one way both booking forms ask it: a number, or named people (a name
 * and an optional e-mail per row, no account needed).
 */
export function ParticipantsField({
  id,
  value,
  onChange,
  countLabel,
  countMax,
  namedMax,
  problems,
  countTestId,
  suggestCompanyPeople = false,
}: ParticipantsFieldProps) {
  const { t } = useTranslation();
  return (
    <>
      <FormFieldset id={`${id}-mode`} label={t('bookings.request.who')}>
        {() => (
          <div className="listing-choices">
            {(['count', 'named'] as const).map((choice) => (
              <label key={choice} className="listing-choice">
                <input
                  type="radio"
                  name={`${id}-mode`}
                  checked={value.mode === choice}
                  onChange={() => onChange({ ...value, mode: choice })}
                  data-testid={`participants-mode-${choice}`}
                />
                {t(`bookings.request.mode.${choice}`)}
              </label>
            ))}
          </div>
        )}
      </FormFieldset>
      {value.mode === 'count' ? (
        <FormField id={`${id}-count`} label={countLabel} problem={problems.count} required>
          {(control) => (
            <input
              {...control}
              type="number"
              inputMode="numeric"
              min={1}
              max={countMax}
              className="input booking-narrow"
              value={value.count}
              onChange={(event) => onChange({ ...value, count: event.target.value })}
              data-testid={countTestId}
            />
          )}
        </FormField>
      ) : (
        <NamedRows
          id={`${id}-named`}
          rows={value.rows}
          onChange={(rows) => onChange({ ...value, rows })}
          problem={problems.named}
          max={namedMax}
          suggestCompanyPeople={suggestCompanyPeople}
        />
      )}
    </>
  );
}

interface NamedRowsProps {
  id: string;
  rows: NamedRow[];
  onChange: (rows: NamedRow[]) => void;
  problem?: string | null;
  max: number;
  suggestCompanyPeople: boolean;
}

/** The company person a typed name picks (exactly one of that name), whose e-mail fills in. */
export function personNamed(people: readonly CompanyPerson[], name: string) {
  const wanted = name.trim().toLowerCase();
  const matches = people.filter((person) => person.name.toLowerCase() === wanted);
  return matches.length === 1 ? matches[0] : undefined;
}

/** Named participants: a name and an optional e-mail per row (no account needed). */
function NamedRows({ id, rows, onChange, problem, max, suggestCompanyPeople }: NamedRowsProps) {
  const { t } = useTranslation();
  const people = useCompanyPeople('', { enabled: suggestCompanyPeople }).data?.people ?? [];
  const suggestionsId = `${id}-people`;
  const hasSuggestions = suggestCompanyPeople && people.length > 0;
  const change = (index: number, part: keyof NamedRow, text: string) =>
    onChange(
      rows.map((row, at) => {
        if (at !== index) return row;
        const person = part === 'name' && hasSuggestions ? personNamed(people, text) : undefined;
        return person?.email && !row.email
          ? { ...row, name: text, email: person.email }
          : { ...row, [part]: text };
      }),
    );
  return (
    <FormFieldset
      id={id}
      label={t('bookings.named.label')}
      hint={
        hasSuggestions
          ? `${t('bookings.named.hint')} ${t('companyPeople.participants.suggestions')}`
          : t('bookings.named.hint')
      }
      problem={problem}
      required
    >
      {(control) => (
        <div className="booking-named-rows">
          {hasSuggestions ? (
            <datalist id={suggestionsId} data-testid="company-people-suggestions">
              {people.map((person) => (
                <option key={person.id} value={person.name}>
                  {[person.email, person.department].filter(Boolean).join(' · ')}
                </option>
              ))}
            </datalist>
          ) : null}
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
                  list={hasSuggestions ? suggestionsId : undefined}
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
                  data-testid={`booking-named-email-${index}`}
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
              onClick={() => onChange([...rows, emptyNamedRow])}
            >
              {t('bookings.named.add')}
            </button>
          ) : null}
        </div>
      )}
    </FormFieldset>
  );
}
