import { subscriber, type Subscriber } from '../../shared/domain-events.ts';
import { followBooking } from './booking-reactions.service.ts';
import { notifyOrderChange } from './purchase-order-notifications.ts';

/** Transitions of a booking that may fulfil or cancel its order (booking-reactions.service.ts). */
const bookingSteps = new Set([
  'attendance',
  'attend',
  'complete',
  'cancel',
  'decline',
  'expire',
  'reject',
  'lapse',
]);

export const purchaseOrdersSubscribers: Subscriber[] = [
  /** An order was issued or changed: tell whom it concerns, once by dedupe key. */
  subscriber('purchase_order.changed', 'purchase-orders.notify', async (change, ctx) => {
    await ctx.db.transaction((tx) => notifyOrderChange(tx, ctx, change));
  }),
  /** Attendance recorded or training completed fulfils the order; a cancelled booking cancels it. */
  subscriber(
    'booking.changed',
    'purchase-orders.follow-booking',
    (change, ctx) => followBooking(ctx, change),
    { when: (change) => bookingSteps.has(change.transition) },
  ),
];
