import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../hooks/use-language.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useErrorMessage } from '../../../shared/errors/error-message.ts';
import { FormError } from '../../../shared/errors/form-error.tsx';
import {
  useBookingTransition,
  type BookingTransitionName,
} from '../api/fire-booking-transition.ts';
import { buttonsOf, needsReason } from '../utils/booking-states.ts';
import { ReasonDialog } from '../../../shared/forms/reason-dialog.tsx';

type ReasonTransition = 'decline' | 'cancel' | 'reject';

interface BookingActionsProps {
  booking: {
    id: number;
    title: string;
    /** Its state: a waitlisted booking's cancel is "Leave the waitlist". */
    state: string;
    actions: readonly string[];
    proposedDates: readonly string[];
  };
  /** Also refresh what the page shows from elsewhere (the event page's seats). */
  onDone?: () => Promise<unknown>;
}

/**
 * The buttons a booking's `actions` allow (the server's machine decides), in a steady order;
 * decline, cancel and reject ask for a reason first. A failure is said beside the buttons.
 */
export function BookingActions({ booking, onDone }: BookingActionsProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const errorMessage = useErrorMessage();
  const selectId = useId();
  const mutation = useBookingTransition(onDone);
  const [asking, setAsking] = useState<ReasonTransition | null>(null);
  const [dateIndex, setDateIndex] = useState(0);
  const buttons = buttonsOf(booking.actions, { withAccept: true });
  const choosesDate = buttons.includes('accept') && booking.proposedDates.length > 1;
  if (buttons.length === 0) return null;

  const fire = (transition: BookingTransitionName, extra: { reason?: string } = {}) =>
    mutation.mutateAsync({
      id: booking.id,
      transition,
      ...(transition === 'accept' ? { dateIndex } : {}),
      ...extra,
    });

  return (
    <div className="booking-actions">
      {choosesDate ? (
        <div className="booking-accept-date">
          <label htmlFor={selectId}>{t('bookings.action.acceptDate')}</label>
          <select
            id={selectId}
            className="input"
            value={dateIndex}
            onChange={(event) => setDateIndex(Number(event.target.value))}
            data-testid="booking-accept-date"
          >
            {booking.proposedDates.map((date, index) => (
              <option key={date} value={index}>
                {formatDateTime(date, language)}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <div className="booking-action-buttons">
        {buttons.map((action) => {
          const isAsking = needsReason(action);
          return (
            <button
              key={action}
              type="button"
              className={`btn booking-btn-sm ${isAsking ? 'btn-secondary' : 'btn-primary'}`}
              disabled={mutation.isPending}
              onClick={() => {
                mutation.reset();
                if (isAsking) setAsking(action as ReasonTransition);
                else void fire(action as BookingTransitionName).catch(() => undefined);
              }}
              data-testid={`booking-action-${action}`}
            >
              {/* Off the waitlist, cancelling is leaving it: said so. */}
              {action === 'cancel' && booking.state === 'waitlisted'
                ? t('bookings.action.leaveWaitlist')
                : t(`bookings.action.${action}`)}
            </button>
          );
        })}
      </div>
      {mutation.error && !asking ? (
        <FormError message={errorMessage(mutation.error)} testId="booking-action-error" />
      ) : null}
      {asking ? (
        <ReasonDialog
          texts={{
            title: t(`bookings.confirm.${asking}.title`),
            description: t(`bookings.confirm.${asking}.text`, { title: booking.title }),
            reason: t('bookings.confirm.reason'),
            keep: t('bookings.confirm.keep'),
            confirm: t(`bookings.confirm.${asking}.confirm`),
          }}
          testIds={{
            dialog: `booking-${asking}-dialog`,
            reason: 'booking-reason',
            error: 'booking-reason-error',
            confirm: 'booking-reason-confirm',
          }}
          onConfirm={(reason) => fire(asking, { reason })}
          onClose={() => setAsking(null)}
        />
      ) : null}
    </div>
  );
}
