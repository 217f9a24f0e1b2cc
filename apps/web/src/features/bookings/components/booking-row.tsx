import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { BookingSummary } from '@app/contracts/actions/booking';
import { useLanguage } from '../../../hooks/use-language.ts';
import { formatDateTime, formatPrice } from '../../../lib/format.ts';
import { BookingActions } from './booking-actions.tsx';
import { BookingStateBadge } from './booking-state-badge.tsx';

/** The person on the other side of a booking, for the one looking at it. */
export function counterpartOf(booking: Pick<BookingSummary, 'role' | 'buyer' | 'provider'>) {
  return booking.role === 'provider' ? booking.buyer : booking.provider;
}

/** One booking in a list: what, with whom, when, how many, the total, its state and buttons. */
export function BookingRow({
  booking,
  onAnswered,
}: {
  booking: BookingSummary;
  /** Told what its buttons did, said by the list (the row may leave it). */
  onAnswered?: (text: string) => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const counterpart = counterpartOf(booking);
  const dates = booking.startsAt ? [booking.startsAt] : booking.proposedDates;
  return (
    <li className="card booking-row" data-testid="booking-row" data-booking-id={booking.id}>
      <div className="booking-row-head">
        <h3 className="booking-row-title">
          <Link to={`/mybooking/${booking.id}`} data-testid="booking-row-link">
            {booking.title}
          </Link>
        </h3>
        <BookingStateBadge state={booking.state} />
      </div>
      <dl className="booking-row-facts">
        <div>
          <dt>{t(booking.role === 'provider' ? 'bookings.row.buyer' : 'bookings.row.provider')}</dt>
          <dd>
            {counterpart.name}
            {booking.company ? ` · ${booking.company.name}` : ''}
          </dd>
        </div>
        <div>
          <dt>{t(booking.startsAt ? 'bookings.row.date' : 'bookings.row.proposed')}</dt>
          <dd>
            {dates.length > 0
              ? dates.map((date) => formatDateTime(date, language)).join(' · ')
              : t('bookings.row.noDate')}
          </dd>
        </div>
        <div>
          <dt>
            {t(booking.kind === 'event' ? 'bookings.row.seats' : 'bookings.row.participants')}
          </dt>
          <dd>{booking.participants}</dd>
        </div>
        <div>
          <dt>{t('bookings.row.total')}</dt>
          <dd>{formatPrice(booking.price.grossMinor, language, booking.price.currency)}</dd>
        </div>
        {booking.expiresAt && (booking.state === 'requested' || booking.state === 'offered') ? (
          <div>
            <dt>{t('bookings.row.expires')}</dt>
            <dd>{formatDateTime(booking.expiresAt, language)}</dd>
          </div>
        ) : null}
      </dl>
      <BookingActions booking={booking} {...(onAnswered ? { onAnswered } : {})} />
    </li>
  );
}
