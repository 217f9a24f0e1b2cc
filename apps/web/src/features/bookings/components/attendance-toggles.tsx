import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Attendance } from '@app/contracts/actions/booking';
import { useErrorMessage } from '../../../shared/errors/error-message.ts';
import { FormError } from '../../../shared/errors/form-error.tsx';
import { useRecordAttendance } from '../api/record-attendance.ts';
import './after-event.css';

export interface AttendancePerson {
  id: number;
  name: string;
  email: string | null;
  attendance: Attendance | null;
}

interface AttendanceTogglesProps {
  bookingId: number;
  people: readonly AttendancePerson[];
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
 * "all absent" for the whole booking. Each choice is a toggle button (`aria-pressed`), so the
 * recorded state is heard and seen, and can be corrected. A choice shows at once and is saved in
 * the background, so a provider can go down the list without waiting; a status line says what was
 * saved, and a refusal puts the recorded state back.
 */
export function AttendanceToggles({ bookingId, people, canRecord, label }: AttendanceTogglesProps) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const mutation = useRecordAttendance();
  const [saved, setSaved] = useState('');
  /** Choices sent and not yet read back from the server, by participant. */
  const [chosen, setChosen] = useState<Readonly<Record<number, Attendance>>>({});
  const stateName = (attendance: Attendance) =>
    t(`bookings.attendance.${attendance === 'attended' ? 'present' : 'absent'}`);
  const shownOf = (person: AttendancePerson) => chosen[person.id] ?? person.attendance;
  /** The latest choice made: only its saving is announced (saves may finish out of order). */
  const latest = useRef(0);

  const record = async (attendance: Attendance, person?: AttendancePerson) => {
    const ids = person ? [person.id] : people.map((each) => each.id);
    const call = ++latest.current;
    setSaved('');
    setChosen((all) => ({ ...all, ...Object.fromEntries(ids.map((id) => [id, attendance])) }));
    try {
      await mutation.mutateAsync({
        bookingId,
        attendance,
        ...(person ? { participantId: person.id } : {}),
      });
      if (call === latest.current) {
        setSaved(
          person
            ? t(`bookings.attendance.saved.${attendance}`, { name: person.name })
            : t(`bookings.attendance.savedAll.${attendance}`),
        );
      }
    } catch {
      // The error is said below the list (mutation.error); the toggles show the server's state.
    } finally {
      // Forget a choice once the server's state is read back, unless a newer one replaced it.
      setChosen((all) =>
        Object.fromEntries(
          Object.entries(all).filter(
            ([id, value]) => !(ids.includes(Number(id)) && value === attendance),
          ),
        ),
      );
    }
  };

  return (
    <div className="attendance" role="group" aria-label={label} data-testid="attendance">
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
            </span>
            {canRecord ? (
              <span
                role="group"
                aria-label={t('bookings.attendance.person', { name: person.name })}
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
