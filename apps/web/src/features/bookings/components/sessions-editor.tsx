import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { sessionLimits, type Session } from '@app/contracts/training-days';
import { DateField } from '../../../shared/forms/date-field.tsx';

const pad = (value: number) => String(value).padStart(2, '0');

/** An instant as the viewer's local day and time, the values of a date and a time input. */
function localParts(iso: string): { day: string; time: string } {
  const date = new Date(iso);
  return {
    day: `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`,
    time: `${pad(date.getHours())}:${pad(date.getMinutes())}`,
  };
}

/** A local day and time back as an instant (invalid input stays as it is, for the server to refuse). */
function instantOf(day: string, time: string, fallback: string): string {
  const date = new Date(`${day}T${time}`);
  return Number.isNaN(date.getTime()) ? fallback : date.toISOString();
}

interface SessionsEditorProps {
  sessions: Session[];
  onChange: (sessions: Session[]) => void;
}

/**
 * The days a training will hold, each a day with its start and end, as the provider accepts it:
 * proposed from the course's hours, changed, removed or added to before saying yes.
 */
export function SessionsEditor({ sessions, onChange }: SessionsEditorProps) {
  const { t } = useTranslation();
  const id = useId();
  const change = (index: number, part: 'day' | 'start' | 'end', value: string) =>
    onChange(
      sessions.map((session, at) => {
        if (at !== index) return session;
        const start = localParts(session.startsAt);
        const end = localParts(session.endsAt);
        const day = part === 'day' ? value : start.day;
        return {
          startsAt: instantOf(day, part === 'start' ? value : start.time, session.startsAt),
          endsAt: instantOf(day, part === 'end' ? value : end.time, session.endsAt),
        };
      }),
    );
  const addDay = () => {
    const last = sessions[sessions.length - 1];
    if (!last) return;
    // The next calendar day at the same local hours (not 24 hours on, across a clock change).
    const next = (iso: string) => {
      const date = new Date(iso);
      date.setDate(date.getDate() + 1);
      return date.toISOString();
    };
    onChange([...sessions, { startsAt: next(last.startsAt), endsAt: next(last.endsAt) }]);
  };
  return (
    <fieldset className="sessions-editor" data-testid="sessions-editor">
      <legend className="field-label">
        {t('bookings.sessions.count', { count: sessions.length })}
      </legend>
      <p className="field-hint">{t('bookings.sessions.hint')}</p>
      <ol className="sessions-rows">
        {sessions.map((session, index) => {
          const start = localParts(session.startsAt);
          const end = localParts(session.endsAt);
          const rowId = `${id}-${index}`;
          const number = index + 1;
          return (
            <li key={index} className="sessions-row" data-testid="session-row">
              <span className="visually-hidden" id={`${rowId}-day-label`}>
                {t('bookings.sessions.day', { number })}
              </span>
              <DateField
                control={{ id: `${rowId}-day` }}
                labelledBy={`${rowId}-day-label`}
                value={start.day}
                onChange={(value) => change(index, 'day', value)}
                testId="session-day"
              />
              <span className="visually-hidden" id={`${rowId}-start-label`}>
                {t('bookings.sessions.start', { number })}
              </span>
              <DateField
                kind="time"
                control={{ id: `${rowId}-start` }}
                labelledBy={`${rowId}-start-label`}
                value={start.time}
                onChange={(value) => change(index, 'start', value)}
                testId="session-start"
              />
              <span aria-hidden="true">–</span>
              <span className="visually-hidden" id={`${rowId}-end-label`}>
                {t('bookings.sessions.end', { number })}
              </span>
              <DateField
                kind="time"
                control={{ id: `${rowId}-end` }}
                labelledBy={`${rowId}-end-label`}
                value={end.time}
                onChange={(value) => change(index, 'end', value)}
                testId="session-end"
              />
              {sessions.length > 1 ? (
                <button
                  type="button"
                  className="btn btn-secondary booking-btn-sm"
                  onClick={() => onChange(sessions.filter((_, at) => at !== index))}
                  data-testid="session-remove"
                >
                  {t('bookings.sessions.remove', { number })}
                </button>
              ) : null}
            </li>
          );
        })}
      </ol>
      {sessions.length < sessionLimits.max ? (
        <button
          type="button"
          className="btn btn-secondary booking-btn-sm"
          onClick={addDay}
          data-testid="session-add"
        >
          {t('bookings.sessions.add')}
        </button>
      ) : null}
    </fieldset>
  );
}
