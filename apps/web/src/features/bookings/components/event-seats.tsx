import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { rememberAttemptedUrl } from '../../../shared/session/attempted-url.ts';
import { useSession } from '../../../shared/session/use-session.ts';
import './bookings.css';

const loadSeatBooking = () => import('./seat-booking.tsx');
const MySeatBooking = lazy(async () => ({ default: (await loadSeatBooking()).MySeatBooking }));
const BookSeatsForm = lazy(async () => ({ default: (await loadSeatBooking()).BookSeatsForm }));

export interface SeatEvent {
  id: number;
  title: string;
  startsAt: string;
  endsAt: string;
  /** A seat's price (minor units), its currency and the organiser's VAT rate: the summary's. */
  price: number;
  currency: string;
  vatRate: number;
  provider: { userId: number };
  capacity: number | null;
  seatsLeft: number | null;
  runState: 'scheduled' | 'confirmed' | 'cancelled';
  myBooking: { id: number; state: string } | null;
  isOwner: boolean;
}

interface EventSeatsProps {
  event: SeatEvent;
  returnTo: string;
  onRequireLogin: () => void;
  /** The event page reads seats and the viewer's booking again. */
  onChanged: () => Promise<unknown>;
}

/** Open seat bookings: the viewer holds one, so the form gives way to its state and buttons. */
const openSeatStates = new Set(['awaiting_approval', 'booked', 'waitlisted', 'offered']);

/**
 * The seats box of an event page: seats left, "Book seats" (or "Join the waitlist" when full),
 * and the viewer's own booking with its buttons (cancel; take an offered seat before it lapses).
 */
export function EventSeats({ event, returnTo, onRequireLogin, onChanged }: EventSeatsProps) {
  const { t } = useTranslation();
  const session = useSession();
  const [openedAt] = useState(() => Date.now());
  const isOver = new Date(event.endsAt).getTime() < openedAt;
  const headingId = useId();
  const ownOpen = event.myBooking && openSeatStates.has(event.myBooking.state);

  let body;
  if (event.runState === 'cancelled') {
    body = (
      <p className="alert alert-error" data-testid="event-run-cancelled">
        {t('bookings.seats.cancelledRun')}
      </p>
    );
  } else if (event.isOwner) {
    body = (
      <p className="muted">
        <Link to="/mybooking?side=provider">{t('bookings.seats.ownerLink')}</Link>
      </p>
    );
  } else if (isOver) {
    body = <p className="muted">{t('bookings.seats.over')}</p>;
  } else if (ownOpen && event.myBooking) {
    body = <MySeatBooking bookingId={event.myBooking.id} onChanged={onChanged} />;
  } else if (!session.isLoggedIn) {
    body = (
      <button
        type="button"
        className="btn btn-primary btn-block"
        onClick={() => {
          rememberAttemptedUrl(returnTo);
          onRequireLogin();
        }}
        data-testid="book-seats-login"
      >
        {event.seatsLeft === 0 ? t('bookings.seats.waitlist') : t('bookings.seats.book')}
      </button>
    );
  } else {
    body = <BookSeatsForm event={event} onChanged={onChanged} />;
  }

  return (
    <section className="card booking-seats" aria-labelledby={headingId} data-testid="event-seats">
      <h2 id={headingId} className="event-side-title">
        {t('bookings.seats.heading')}
      </h2>
      {event.runState === 'confirmed' ? (
        <p className="booking-run-confirmed">{t('bookings.seats.confirmedRun')}</p>
      ) : null}
      {event.capacity !== null && event.runState !== 'cancelled' ? (
        <p data-testid="event-seats-left">
          {event.seatsLeft === 0
            ? t('bookings.seats.full')
            : t('bookings.seats.left', { count: event.seatsLeft ?? 0 })}
        </p>
      ) : null}
      <Suspense
        fallback={
          <p className="loading-block" role="status">
            {t('app.loading')}
          </p>
        }
      >
        {body}
      </Suspense>
    </section>
  );
}
