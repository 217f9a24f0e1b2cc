import { subscriber, type Subscriber } from '../../shared/domain-events.ts';
import { scheduleAcceptedTimers } from './booking-machine.ts';
import { notifyBookingChange } from './booking-notifications.ts';
import { findBooking } from './bookings.repository.ts';
import { tellThanked } from './thanks-notifications.ts';

/**
 * A booking changed: tell whom it concerns (booking-notifications.ts). Stored through dedupe keys,
 * so a retried job notifies once.
 */
export const bookingsSubscribers: Subscriber[] = [
  subscriber('booking.changed', 'bookings.notify', async (change, ctx) => {
    await ctx.db.transaction((tx) => notifyBookingChange(tx, ctx.live, change));
  }),
  /**
   * A booking created already accepted (a quote accepted on a requirement, which the quotes module
   * writes) gets the timers an accept gives: completion after the end, the day-before reminder.
   * Only such a creation queues this job at all.
   */
  subscriber(
    'booking.changed',
    'bookings.schedule-created',
    async (change, ctx) => {
      await ctx.db.transaction(async (tx) => {
        const booking = await findBooking(tx, change.bookingId);
        if (booking?.state !== 'accepted' || !booking.startsAt || !booking.endsAt) return;
        await scheduleAcceptedTimers(
          tx,
          ctx.jobs,
          booking as typeof booking & { startsAt: Date; endsAt: Date },
        );
      });
    },
    { when: (change) => change.transition === 'create' && change.state === 'accepted' },
  ),
  /** A provider thanked a training's people: tell them (thanks-notifications.ts). */
  subscriber('thanks.sent', 'bookings.tell-thanked', (thanks, ctx) =>
    tellThanked(ctx, thanks.thanksId),
  ),
];
