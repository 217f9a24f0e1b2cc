import { useTranslation } from 'react-i18next';
import { badgeToneOf } from '../utils/booking-states.ts';

/** A booking's state as a coloured badge, its word said to screen readers too. */
export function BookingStateBadge({ state }: { state: string }) {
  const { t } = useTranslation();
  return (
    <span
      className={`booking-badge booking-badge-${badgeToneOf(state)}`}
      data-testid="booking-state"
      data-state={state}
    >
      {t(`bookings.state.${state}`)}
    </span>
  );
}
