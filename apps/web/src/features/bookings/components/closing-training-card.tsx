import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../../../hooks/use-language.ts';
import { formatNumber } from '../../../lib/format.ts';
import { formatTrainingPeriod } from '../../../lib/training-period.ts';
import type { ClosingTraining } from '../api/get-after-event-list.ts';
import { AttendanceToggles } from './attendance-toggles.tsx';
import { BookingStateBadge } from './booking-state-badge.tsx';
import { ThanksBlock } from './thanks-block.tsx';

/** How many of the training's people have their attendance recorded, of how many. */
export function attendanceProgressOf(training: Pick<ClosingTraining, 'bookings'>) {
  const people = training.bookings.flatMap((booking) => booking.participants);
  return {
    recorded: people.filter((person) => person.attendance !== null).length,
    total: people.length,
  };
}

/**
 * One training to close (an event with its seat bookings, or one topic booking): its people by
 * booking with a present/absent toggle each, how many are recorded, and the thank-you (the form
 * while it can be sent, then what was sent).
 */
export function ClosingTrainingCard({ training }: { training: ClosingTraining }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const progress = attendanceProgressOf(training);
  const headingId = `closing-${training.kind}-${training.id}`;
  return (
    <li
      className="card closing-training"
      aria-labelledby={headingId}
      data-testid="closing-training"
      data-kind={training.kind}
      data-id={training.id}
    >
      <div className="closing-head">
        <div className="closing-title-block">
          <p className="booking-kicker">{t(`bookings.after.kind.${training.kind}`)}</p>
          <h3 className="closing-title" id={headingId}>
            <Link to={training.url}>{training.title}</Link>
          </h3>
          <p className="closing-when">{formatTrainingPeriod(training, language)}</p>
        </div>
        {progress.total > 0 ? (
          <p
            className={`closing-progress${progress.recorded === progress.total ? ' closing-progress-done' : ''}`}
            data-testid="closing-progress"
          >
            {t('bookings.attendance.progress', {
              recorded: formatNumber(progress.recorded, language),
              total: formatNumber(progress.total, language),
            })}
          </p>
        ) : null}
      </div>
      {training.bookings.length === 0 ? (
        <p className="muted">{t('bookings.after.noBookings')}</p>
      ) : (
        <ul className="closing-bookings">
          {training.bookings.map((booking) => {
            const who = booking.company
              ? t('bookings.after.buyerFor', {
                  buyer: booking.buyer.name,
                  company: booking.company.name,
                })
              : booking.buyer.name;
            return (
              <li
                key={booking.id}
                className="closing-booking"
                data-testid="closing-booking"
                data-booking-id={booking.id}
              >
                <p className="closing-buyer">
                  <Link to={`/mybooking/${booking.id}`}>{who}</Link>{' '}
                  <BookingStateBadge state={booking.state} />
                </p>
                <AttendanceToggles
                  bookingId={booking.id}
                  people={booking.participants}
                  sessions={training.sessions}
                  canRecord={training.canRecordAttendance}
                  label={t('bookings.after.bookingOf', { name: who })}
                />
              </li>
            );
          })}
        </ul>
      )}
      <ThanksBlock
        thanks={training.thanks}
        canSend={training.canSendThanks}
        target={training.kind === 'event' ? { eventId: training.id } : { bookingId: training.id }}
        title={training.title}
        level={3}
        isCollapsed
      />
    </li>
  );
}
