import { subscriber, type Subscriber } from '../../shared/domain-events.ts';
import { notifyBookingChange } from './booking-notifications.ts';

/**
 * A booking changed: tell whom it concerns (booking-notifications.ts). Stored through dedupe keys,
 * so a retried job notifies once.
 */
export const bookingsSubscribers: Subscriber[] = [
  subscriber('booking.changed', 'bookings.notify', async (change, ctx) => {
    await ctx.db.transaction((tx) => notifyBookingChange(tx, ctx.live, change));
  }),
];
