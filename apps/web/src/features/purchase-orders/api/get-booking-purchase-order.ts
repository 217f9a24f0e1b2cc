import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ActionResponse } from '@app/contracts/registry';
import { callActionOrThrow } from '../../../lib/api-client.ts';
import { purchaseOrdersKeys } from './purchase-orders-keys.ts';

export type BookingPurchaseOrder = ActionResponse<'bookingPurchaseOrder'>;

export function getBookingPurchaseOrder(bookingId: number): Promise<BookingPurchaseOrder> {
  return callActionOrThrow('bookingPurchaseOrder', { bookingId });
}

export const bookingPurchaseOrderQueryOptions = (bookingId: number) =>
  queryOptions({
    queryKey: purchaseOrdersKeys.ofBooking(bookingId),
    queryFn: () => getBookingPurchaseOrder(bookingId),
  });

/** A booking's live purchase order, and whether the caller may issue one. */
export function useBookingPurchaseOrder(bookingId: number) {
  return useQuery(bookingPurchaseOrderQueryOptions(bookingId));
}
