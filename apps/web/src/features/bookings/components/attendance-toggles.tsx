import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Attendance } from '@app/contracts/actions/booking';
import type { Session } from '@app/contracts/training-days';
import { useLanguage } from '../../../hooks/use-language.ts';
import { formatDate } from '../../../lib/format.ts';
import { useErrorMessage } from '../../../shared/errors/error-message.ts';
import { FormError } from '../../../shared/errors/form-error.tsx';
import { useRecordAttendance } from '../api/record-attendance.ts';
import './after-event.css';

export interface AttendancePerson {
  id: number;
  name: string;
  email: string | null;
  attendance: Attendance | null;
  bySession: ReadonlyArray<{ session: number; attendance: Attendance }>;
}

/** "present 2 of 3 days": how many of a course's days a person came to, once any is recorded. */
export function useDaysPresent() {
  const { t } = useTranslation();
  return (person: AttendancePerson, sessions: readonly Session[]) =>
    sessions.length > 1 && person.bySession.length > 0
      ? t('bookings.attendance.daysPresent', {
          present: person.bySession.filter((day) => day.attendance === 'attended').length,
          total: sessions.length,
        })
      : null;
}

interface AttendanceTogglesProps {
  bookingId: number;
  people: readonly AttendancePerson[];
  /** The training's days: over several, attendance is recorded day by day. */
  sessions: readonly Session[];
  /** The provider may record now (from the start until 14 days after the end). */
  canRecord: boolean;
  /** Names the whole group for screen readers: whose booking this is. */
  label: string;
}

const choices = [
  { attendance: 'attended', key: 'present' },
  { attendance: 'no_show', key: 'absent' },
] as const;

/**
 * Who came, person by person (`recordattendance` with `participantId`), with "all present" and
 * "all absent" for the whole booking; for a course over several days, day by day (a register per
 * day, the latest begun chosen first; days ahead cannot be chosen yet). Each choice is a toggle
 * button (`aria-pressed`), so the recorded state is heard and seen, and can be corrected. A choice
 * shows at once and is saved in the background, so a provider can go down the list without
 * waiting; a status line says what was saved, and a refusal puts the recorded state back.
 */
export function AttendanceToggles({
  bookingId,
  people,
  sessions,
  canRecord,
  label,
}: AttendanceTogglesProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const errorMessage = useErrorMessage();
  const daysPresent = useDaysPresent();
  const mutation = useRecordAttendance();
  const [saved, setSaved] = useState('');
  const isByDay = sessions.length > 1;
  const [now] = useState(() => Date.now());
  const hasBegun = (session: Session) => Date.parse(session.startsAt) <= now;
  const [day, setDay] = useState(() => Math.max(sessions.findLastIndex(hasBegun), 0));
  const dayName = (index: number) =>
    t('bookings.attendance.day', {
      number: index + 1,
      date: formatDate(sessions[index]?.startsAt ?? now, language, 'medium'),
    });
  /** Choices sent and not yet read back from the server, by participant (and day). */
  const [chosen, setChosen] = useState<Readonly<Record<string, Attendance>>>({});
  const keyOf = (id: number) => (isByDay ? `${id}:${day}` : `${id}`);
  const stateName = (attendance: Attendance) =>
    t(`bookings.attendance.${attendance === 'attended' ? 'present' : 'absent'}`);
  const recordedOf = (person: AttendancePerson) =>
    isByDay
      ? (person.bySession.find((entry) => entry.session === day)?.attendance ?? null)
      : person.attendance;
  const shownOf = (person: AttendancePerson) => chosen[keyOf(person.id)] ?? recordedOf(person);
  /** The latest choice made: only its saving is announced (saves may finish out of order). */
  const latest = useRef(0);

  const record = async (attendance: Attendance, person?: AttendancePerson) => {
    const keys = (person ? [person] : people).map((each) => keyOf(each.id));
    const call = ++latest.current;
    const on = isByDay ? { session: day } : {};
    const dayText = isByDay ? dayName(day) : '';
    setSaved('');
    setChosen((all) => ({ ...all, ...Object.fromEntries(keys.map((key) => [key, attendance])) }));
    try {
      await mutation.mutateAsync({
        bookingId,
        attendance,
        ...on,
        ...(person ? { participantId: person.id } : {}),
      });
      if (call === latest.current) {
        const what = person
          ? t(`bookings.attendance.saved.${attendance}`, { name: person.name })
          : t(`bookings.attendance.savedAll.${attendance}`);
        setSaved(isByDay ? `${dayText}: ${what}` : what);
      }
    } catch {
      // The error is said below the list (mutation.error); the toggles show the server's state.
    } finally {
      // Forget a choice once the server's state is read back, unless a newer one replaced it.
      setChosen((all) =>
        Object.fromEntries(
          Object.entries(all).filter(
            ([key, value]) => !(keys.includes(key) && value === attendance),
          ),
        ),
      );
    }
  };

  return (
    <div className="attendance" role="group" aria-label={label} data-testid="attendance">
      {canRecord && isByDay ? (
        <div
          className="attendance-days"
          role="group"
          aria-label={t('bookings.attendance.dayGroup')}
          data-testid="attendance-days"
        >
          {sessions.map((session, index) => (
            <button
              key={session.startsAt}
              type="button"
              className="attendance-day"
              aria-pressed={index === day}
              disabled={!hasBegun(session)}
              onClick={() => {
                setDay(index);
                setSaved('');
              }}
              data-testid="attendance-day"
            >
              {dayName(index)}
            </button>
          ))}
        </div>
      ) : null}
      <ul className="attendance-people">
        {people.map((person) => (
          <li
            key={person.id}
            className="attendance-person"
            data-testid="attendance-person"
            data-participant-id={person.id}
          >
            <span className="attendance-name">
              {person.name}
              {person.email ? <span className="muted"> · {person.email}</span> : null}
              {isByDay && daysPresent(person, sessions) ? (
                <span className="attendance-days-present" data-testid="attendance-days-present">
                  {daysPresent(person, sessions)}
                </span>
              ) : null}
            </span>
            {canRecord ? (
              <span
                role="group"
                aria-label={
                  isByDay
                    ? t('bookings.attendance.personOn', { name: person.name, day: dayName(day) })
                    : t('bookings.attendance.person', { name: person.name })
                }
                className="attendance-choice"
              >
                {choices.map((choice) => {
                  const isPressed = shownOf(person) === choice.attendance;
                  return (
                    <button
                      key={choice.key}
                      type="button"
                      className={`attendance-toggle attendance-toggle-${choice.key}`}
                      aria-pressed={isPressed}
                      onClick={() => {
                        if (!isPressed) void record(choice.attendance, person);
                      }}
                      data-testid={`attendance-${choice.key}`}
                    >
                      {t(`bookings.attendance.${choice.key}`)}
                    </button>
                  );
                })}
              </span>
            ) : (
              <span className="attendance-state" data-testid="attendance-state">
                {person.attendance
                  ? stateName(person.attendance)
                  : t('bookings.attendance.notRecorded')}
              </span>
            )}
          </li>
        ))}
      </ul>
      {canRecord && people.length > 1 ? (
        <div className="attendance-all">
          {choices.map((choice) => (
            <button
              key={choice.key}
              type="button"
              className="btn btn-secondary attendance-all-button"
              onClick={() => void record(choice.attendance)}
              data-testid={`attendance-all-${choice.key}`}
            >
              {t(`bookings.attendance.all.${choice.key}`)}
            </button>
          ))}
        </div>
      ) : null}
      <p className="attendance-saved" role="status" data-testid="attendance-saved">
        {saved}
      </p>
      <FormError
        message={mutation.error ? errorMessage(mutation.error) : null}
        testId="attendance-error"
      />
    </div>
  );
}
