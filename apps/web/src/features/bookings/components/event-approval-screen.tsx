import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useErrorMessage } from '../../../shared/errors/error-message.ts';
import { useMyBookings, type BookingSide } from '../api/get-my-bookings.ts';
import { BookingRow } from './booking-row.tsx';
import './bookings.css';

interface EventApprovalScreenProps {
  /** provider for providers, company for company staff. */
  sides: readonly BookingSide[];
  /** Providers also get "After the event": bookings whose attendance can be recorded. */
  withAfterEvent: boolean;
}

/**
 * `/dashboard/i/eventapproval`: what awaits my decision (requests of my topics, fee approvals of
 * my company), answered in place; and, for providers, what is over and can be closed.
 */
export function EventApprovalScreen({ sides, withAfterEvent }: EventApprovalScreenProps) {
  const { t } = useTranslation();
  return (
    <div className="bookings-screen" data-testid="event-approval">
      <h1 className="bookings-title">{t('bookings.approval.title')}</h1>
      <p className="muted">{t('bookings.approval.intro')}</p>
      {sides.map((side) => (
        <AwaitingSection key={side} side={side} />
      ))}
      {withAfterEvent ? <AfterEventSection /> : null}
    </div>
  );
}

function AwaitingSection({ side }: { side: BookingSide }) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const query = useMyBookings({ side, awaiting: true, page: 1, pageSize: 50 });
  const headingId = `approval-${side}-heading`;
  return (
    <section className="booking-block" aria-labelledby={headingId} data-testid={`approval-${side}`}>
      <h2 id={headingId} className="booking-section-heading">
        {t(`bookings.approval.awaiting.${side}`)}
        {query.data && query.data.awaitingMe > 0 ? (
          <span className="booking-count"> ({query.data.awaitingMe})</span>
        ) : null}
      </h2>
      {query.isPending ? (
        <p className="muted" role="status">
          {t('app.loading')}
        </p>
      ) : query.isError ? (
        <p className="alert alert-error" role="alert">
          {errorMessage(query.error)}
        </p>
      ) : query.data.list.length === 0 ? (
        <p className="bookings-empty" data-testid="approval-empty">
          {t(`bookings.approval.empty.${side}`)}
        </p>
      ) : (
        <ul className="bookings-list">
          {query.data.list.map((booking) => (
            <BookingRow key={booking.id} booking={booking} />
          ))}
        </ul>
      )}
    </section>
  );
}

/** Past seat bookings to record attendance for, and completed topic bookings. */
function AfterEventSection() {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const booked = useMyBookings({ side: 'provider', state: 'booked', page: 1, pageSize: 50 });
  const completed = useMyBookings({ side: 'provider', state: 'completed', page: 1, pageSize: 20 });
  // The server offers attendance once the event began: those are the ones to record.
  const toRecord = (booked.data?.list ?? []).filter(
    (booking) => booking.actions.includes('attend') || booking.actions.includes('noShow'),
  );
  const rows = [...toRecord, ...(completed.data?.list ?? [])];
  const problem = booked.error ?? completed.error;
  return (
    <section
      className="booking-block"
      aria-labelledby="after-event-heading"
      data-testid="after-event"
    >
      <h2 id="after-event-heading" className="booking-section-heading">
        {t('bookings.after.title')}
      </h2>
      <p className="muted">{t('bookings.after.intro')}</p>
      {booked.isPending || completed.isPending ? (
        <p className="muted" role="status">
          {t('app.loading')}
        </p>
      ) : problem ? (
        <p className="alert alert-error" role="alert">
          {errorMessage(problem)}
        </p>
      ) : rows.length === 0 ? (
        <p className="bookings-empty">{t('bookings.after.empty')}</p>
      ) : (
        <ul className="bookings-list">
          {rows.map((booking) => (
            <li key={booking.id} className="card booking-row">
              <div className="booking-row-head">
                <h3 className="booking-row-title">
                  <Link to={`/mybooking/${booking.id}`}>{booking.title}</Link>
                </h3>
                <Link className="btn btn-secondary booking-btn-sm" to={`/mybooking/${booking.id}`}>
                  {t(
                    booking.kind === 'event'
                      ? 'bookings.after.recordAttendance'
                      : 'bookings.after.open',
                  )}
                </Link>
              </div>
              <p className="muted">
                {booking.buyer.name} · {t('bookings.row.participants')}: {booking.participants}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
