import { useTranslation } from 'react-i18next';
import type { BookingDetail } from '../api/get-booking-detail.ts';
import { AttendanceToggles, useDaysPresent } from './attendance-toggles.tsx';

/**
 * The booking's people. Its provider records who came, person by person, while they may
 * (`canRecordAttendance`); everyone else, and the provider afterwards, reads what was recorded.
 */
export function BookingPeopleSection({ booking }: { booking: BookingDetail }) {
  const { t } = useTranslation();
  const daysPresent = useDaysPresent();
  const isRecording = booking.role === 'provider' && booking.canRecordAttendance;
  return (
    <section
      className="card booking-section"
      aria-labelledby="booking-people-heading"
      data-testid="booking-people"
    >
      <h2 id="booking-people-heading" className="booking-section-heading">
        {t('bookings.detail.participants', { count: booking.participants })}
      </h2>
      {isRecording ? (
        <>
          <p className="muted">{t('bookings.attendance.hint')}</p>
          <AttendanceToggles
            bookingId={booking.id}
            people={booking.participantsList}
            sessions={booking.sessions}
            canRecord
            label={t('bookings.attendance.label')}
          />
        </>
      ) : booking.participantsList.length > 0 ? (
        <ul className="booking-people">
          {booking.participantsList.map((person) => (
            <li key={person.id} data-testid="booking-person">
              <span>{person.name}</span>
              {person.email ? <span className="muted"> · {person.email}</span> : null}
              {person.attendance ? (
                <span className="booking-attendance">
                  {' '}
                  ·{' '}
                  {t(
                    `bookings.attendance.${person.attendance === 'attended' ? 'present' : 'absent'}`,
                  )}
                  {daysPresent(person, booking.sessions) ? (
                    <> ({daysPresent(person, booking.sessions)})</>
                  ) : null}
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">{t('bookings.detail.unnamed')}</p>
      )}
    </section>
  );
}
