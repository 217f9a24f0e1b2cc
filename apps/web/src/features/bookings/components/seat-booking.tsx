// The seats box's parts for a signed-in viewer (the booking form, the viewer's own booking): they
// load when one is drawn, so an event page's visitor loads neither them nor the schemas they check.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { bookevent, bookingLimits } from '@app/contracts/actions/booking';
import { useLanguage } from '../../../hooks/use-language.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { FormError } from '../../../shared/errors/form-error.tsx';
import { SubmitButton } from '../../../shared/forms/submit-button.tsx';
import { useContractForm } from '../../../shared/forms/use-contract-form.ts';
import { useSession } from '../../../shared/session/use-session.ts';
import { useBookEvent } from '../api/book-event.ts';
import { useBookingDetail } from '../api/get-booking-detail.ts';
import { BookingActions } from './booking-actions.tsx';
import { BookingStateBadge } from './booking-state-badge.tsx';
import {
  initialParticipants,
  namedParticipantsOf,
  participantCountOf,
} from '../utils/participants.ts';
import { ForWhomChoice } from './for-whom-choice.tsx';
import { ParticipantsField } from './participants-field.tsx';
import { PriceSummary } from './price-summary.tsx';
import { requestPriceSummary } from '../utils/price-summary.ts';
import { CompanyBookingOutcome } from '../../fee-approval/index.ts';
import type { SeatEvent } from './event-seats.tsx';
import './bookings.css';

export function MySeatBooking({
  bookingId,
  onChanged,
}: {
  bookingId: number;
  onChanged: () => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const query = useBookingDetail(bookingId);
  if (!query.data) return null;
  const booking = query.data;
  return (
    <div className="booking-mine" data-testid="my-seat-booking">
      {booking.state === 'waitlisted' ? (
        <p data-testid="seat-waitlisted">
          {t('bookings.seats.waitlisted', { count: booking.participants })}{' '}
          <BookingStateBadge state={booking.state} />
        </p>
      ) : (
        <p>
          {t('bookings.seats.yours', { count: booking.participants })}{' '}
          <BookingStateBadge state={booking.state} />
        </p>
      )}
      {booking.state === 'offered' && booking.expiresAt ? (
        <p data-testid="seat-offer">
          {t('bookings.seats.offered', { time: formatDateTime(booking.expiresAt, language) })}
        </p>
      ) : null}
      <BookingActions booking={booking} onDone={onChanged} />
      <Link to={`/mybooking/${booking.id}`}>{t('bookings.seats.open')}</Link>
    </div>
  );
}

export function BookSeatsForm({
  event,
  onChanged,
}: {
  event: SeatEvent;
  onChanged: () => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const session = useSession();
  const id = useId();
  const [participants, setParticipants] = useState(initialParticipants);
  const companyName =
    session.isCompanyUser || session.isSmeUser ? (session.company?.name ?? null) : null;
  // Company staff book for their company unless they choose otherwise.
  const [forCompany, setForCompany] = useState(companyName !== null);
  // Seats are booked in two steps: the choice, then its summary to confirm.
  const [isConfirming, setConfirming] = useState(false);
  const mutation = useBookEvent(onChanged);
  const isFull = event.seatsLeft === 0;

  const count = participantCountOf(participants);
  const named = namedParticipantsOf(participants);
  const price = requestPriceSummary({
    unitPriceMinor: event.price,
    participants: count,
    namedCount: named.length,
    vatRateBasisPoints: event.vatRate,
    currency: event.currency,
  });
  const form = useContractForm({
    schema: bookevent.request,
    mutation,
    // Named rows are capped at the seats maximum, so only their absence needs saying.
    ownChecks: (): Record<string, string> =>
      participants.mode === 'named'
        ? named.length === 0
          ? { named: 'validation.required' }
          : {}
        : !Number.isInteger(count) || count < 1 || count > bookingLimits.seatsMax
          ? { seats: 'validation.invalid' }
          : {},
  });
  const { problems } = form;
  const input = { eventId: event.id, seats: count, named, forCompany };
  const submit = form.onSubmit(
    // The schema reads the named participants as the call sends them: a JSON list.
    () => ({ ...input, named: JSON.stringify(named) }),
    async () => {
      if (!isConfirming) {
        setConfirming(true);
        return;
      }
      await mutation.mutateAsync(input);
    },
  );

  if (isConfirming) {
    return (
      <form className="booking-form" onSubmit={submit} noValidate data-testid="book-seats-summary">
        <h3 className="booking-confirm-heading">{t('bookings.seatsConfirm.heading')}</h3>
        <dl className="booking-facts">
          <div>
            <dt>{t('bookings.seatsConfirm.seats')}</dt>
            <dd data-testid="book-seats-summary-seats">{price.quantity}</dd>
          </div>
          {named.length > 0 ? (
            <div>
              <dt>{t('bookings.seatsConfirm.attendees')}</dt>
              <dd>{named.map((person) => person.name).join(', ')}</dd>
            </div>
          ) : null}
          {companyName ? (
            <div>
              <dt>{t('bookings.seatsConfirm.forWhom')}</dt>
              <dd data-testid="book-seats-summary-for">
                {forCompany ? companyName : t('bookings.seatsConfirm.self')}
              </dd>
            </div>
          ) : null}
        </dl>
        {event.price > 0 ? (
          <PriceSummary price={price} heading={t('bookings.price.heading')} />
        ) : null}
        {forCompany && companyName ? (
          <CompanyBookingOutcome
            grossMinor={price.grossMinor}
            date={event.startsAt}
            currency={event.currency}
            providerId={event.provider.userId}
          />
        ) : null}
        {isFull ? <p className="muted">{t('bookings.seats.waitlistHint')}</p> : null}
        <FormError message={form.formError} testId="book-seats-error" />
        <div className="booking-form-actions">
          <button
            type="button"
            className="btn btn-secondary"
            onClick={() => {
              form.reset();
              setConfirming(false);
            }}
            data-testid="book-seats-change"
          >
            {t('bookings.seatsConfirm.change')}
          </button>
          <SubmitButton
            isPending={form.isPending}
            label={
              isFull
                ? t('bookings.seatsConfirm.confirmWaitlist')
                : t('bookings.seatsConfirm.confirm')
            }
            testId="book-seats-confirm"
          />
        </div>
      </form>
    );
  }

  return (
    <form className="booking-form" onSubmit={submit} noValidate>
      <ParticipantsField
        id={`${id}-seats`}
        value={participants}
        onChange={setParticipants}
        suggestCompanyPeople={forCompany}
        countLabel={t('bookings.seats.count')}
        countMax={bookingLimits.seatsMax}
        namedMax={bookingLimits.seatsMax}
        problems={{ count: problems.seats, named: problems.named }}
        countTestId="book-seats-count"
      />
      <ForWhomChoice companyName={companyName} forCompany={forCompany} onChange={setForCompany} />
      {isFull ? <p className="muted">{t('bookings.seats.waitlistHint')}</p> : null}
      <FormError message={form.formError} testId="book-seats-error" />
      <SubmitButton
        isPending={form.isPending}
        label={isFull ? t('bookings.seats.waitlist') : t('bookings.seats.book')}
        testId="book-seats"
        className="btn btn-primary btn-block"
      />
    </form>
  );
}
