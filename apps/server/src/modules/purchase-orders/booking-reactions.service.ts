import type { PurchaseOrderState } from '@app/contracts/states';
import type { Transaction } from '../../db/client.ts';
import type { JobContext } from '../../lib/job-queue.ts';
import { notifyOrderChange } from './purchase-order-notifications.ts';
import {
  findBookingState,
  findOpenOrderOfBooking,
  selectOrdersBehindBookings,
} from './purchase-orders.repository.ts';
import { fireOrder, type OrderChangeRecorder } from './purchase-orders.service.ts';

/** Booking states in which the training took place (attendance recorded, or completed). */
const deliveredStates = ['attended', 'completed'];
/** Booking states that end it without a training. */
const endedStates = ['cancelled', 'declined', 'expired', 'rejected', 'lapsed'];

const systemActor = { userId: null, roles: ['system' as const] };

/**
 * Keeps a booking's open order in step with it (docs/product.md, "Purchase orders"): the order is
 * fulfilled once attendance is recorded or the training completes, and cancelled when the booking
 * is cancelled (or otherwise ends without the training). Reads the booking and the order again and
 * fires with a compare-and-swap, so a repeated run changes nothing; an order already invoiced is
 * left to the invoice (its credit note cancels it).
 */
async function followIn(
  tx: Transaction,
  record: OrderChangeRecorder,
  bookingId: number,
  attendanceTaken: boolean,
): Promise<void> {
  const bookingState = await findBookingState(tx, bookingId);
  const order = await findOpenOrderOfBooking(tx, bookingId);
  if (bookingState === null || order === null) return;
  const state = order.state as PurchaseOrderState;
  if (deliveredStates.includes(bookingState) || attendanceTaken) {
    if (state === 'issued' || state === 'acknowledged') {
      await fireOrder(tx, record, { id: order.id, state }, 'fulfil', systemActor);
    }
  } else if (endedStates.includes(bookingState)) {
    await fireOrder(tx, record, { id: order.id, state }, 'cancel', systemActor, bookingState);
  }
}

/** A job tells at once (it has no request to record an event from). */
const tellingWith =
  (context: JobContext): OrderChangeRecorder =>
  (tx, change) =>
    notifyOrderChange(tx, context, change);

export async function followBooking(
  context: JobContext,
  change: { bookingId: number; transition: string },
): Promise<void> {
  await context.db.transaction((tx) =>
    followIn(tx, tellingWith(context), change.bookingId, change.transition === 'attendance'),
  );
}

/**
 * The timers of bookings (completion, expiry, a lapsed offer) record no event: this sweep finds
 * the open orders whose booking was delivered or ended and moves them, every few minutes.
 */
export async function sweepOrders(context: JobContext): Promise<void> {
  const rows = await selectOrdersBehindBookings(context.db, deliveredStates, endedStates);
  for (const row of rows) {
    await context.db.transaction((tx) => followIn(tx, tellingWith(context), row.bookingId, false));
  }
}
