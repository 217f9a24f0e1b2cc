import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../../../hooks/use-language.ts';
import { formatDateTime } from '../../../lib/format.ts';
import type { BookingDetail } from '../api/get-booking-detail.ts';
import { ThanksBlock } from './thanks-block.tsx';
import './after-event.css';

/** A training that has ended: completed, attended or no-show, or accepted and past its end. */
function isOver(booking: BookingDetail, now: number): boolean {
  if (['completed', 'attended', 'no_show'].includes(booking.state)) return true;
  return booking.endsAt !== null && new Date(booking.endsAt).getTime() < now;
}

/**
 * What a booking's page offers once the training is over: "Leave a review" while the caller may
 * review (the review page, focused on this booking), the provider's thank-you with its materials
 * for everyone on the booking, and for the provider of a topic booking the form to send it.
 */
export function BookingClosingSections({ booking }: { booking: BookingDetail }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [openedAt] = useState(() => Date.now());
  const isProvider = booking.role === 'provider';
  const canThank = isProvider && booking.thanks === null && isOver(booking, openedAt);
  // An event's thank-you goes to all its bookings: it is sent from After the event.
  const canThankHere = canThank && booking.kind === 'topic';
  return (
    <>
      {booking.reviewUntil ? (
        <section
          className="card booking-section booking-review-prompt"
          aria-labelledby="booking-review-heading"
          data-testid="booking-review"
        >
          <h2 id="booking-review-heading" className="booking-section-heading">
            {t('bookings.review.title')}
          </h2>
          <p>
            {t('bookings.review.text', { date: formatDateTime(booking.reviewUntil, language) })}
          </p>
          <Link
            className="btn btn-primary booking-review-link"
            to={`/review?booking=${booking.id}`}
            data-testid="booking-review-link"
          >
            {t('bookings.review.action')}
          </Link>
        </section>
      ) : null}
      {booking.thanks || canThankHere ? (
        // One element for the form and what it sent, so the block keeps its state across both.
        <div className="card booking-section">
          <ThanksBlock
            thanks={booking.thanks}
            canSend={canThankHere}
            target={{ bookingId: booking.id }}
            title={booking.title}
            from={isProvider ? undefined : booking.provider.name}
          />
        </div>
      ) : canThank ? (
        <div
          className="card booking-section booking-thanks-elsewhere"
          data-testid="booking-thanks-elsewhere"
        >
          <p>
            {t('bookings.thanks.eventElsewhere')}{' '}
            <Link to="/dashboard/i/eventapproval#after-event">{t('nav.afterEvent')}</Link>.
          </p>
        </div>
      ) : null}
    </>
  );
}
