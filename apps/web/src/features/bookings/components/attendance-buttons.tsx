import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../shared/errors/error-message.ts';
import { FormError } from '../../../shared/errors/form-error.tsx';
import { useBookingTransition } from '../api/fire-booking-transition.ts';
import { buttonsOf } from '../utils/booking-states.ts';

/**
 * After the event began, the provider records whether the booking's people came (attended /
 * no-show, for the whole booking: the contract records attendance per booking). The pressed
 * state is the booking's own, so the choice can be corrected.
 */
export function AttendanceButtons({
  booking,
}: {
  booking: { id: number; state: string; actions: readonly string[] };
}) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const mutation = useBookingTransition();
  const buttons = buttonsOf(booking.actions, { withAccept: false, withAttendance: true }).filter(
    (action) => action === 'attend' || action === 'noShow',
  );
  const recorded = booking.state === 'attended' || booking.state === 'no_show';
  if (buttons.length === 0 && !recorded) return null;
  const options = [
    { action: 'attend' as const, state: 'attended' },
    { action: 'noShow' as const, state: 'no_show' },
  ];
  return (
    <div className="booking-attendance-controls">
      <div
        role="group"
        aria-label={t('bookings.attendance.label')}
        className="booking-action-buttons"
      >
        {options.map((option) => {
          const pressed = booking.state === option.state;
          return (
            <button
              key={option.action}
              type="button"
              className={`btn booking-btn-sm ${pressed ? 'btn-primary' : 'btn-secondary'}`}
              aria-pressed={pressed}
              disabled={mutation.isPending || (!pressed && !buttons.includes(option.action))}
              onClick={() => {
                if (!pressed) mutation.mutate({ id: booking.id, transition: option.action });
              }}
              data-testid={`booking-attendance-${option.action}`}
            >
              {t(`bookings.action.${option.action}`)}
            </button>
          );
        })}
      </div>
      {mutation.error ? (
        <FormError message={errorMessage(mutation.error)} testId="booking-attendance-error" />
      ) : null}
    </div>
  );
}
