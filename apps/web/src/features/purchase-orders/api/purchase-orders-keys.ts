import { createQueryKeys } from '../../../lib/query-keys.ts';

const keys = createQueryKeys('purchaseOrders');

/**
 * Query keys of purchase orders (lib/query-keys.ts): the lists, one order, a booking's order.
 * Shared: an invoice moves its order (issued → invoiced, paid → closed, credited → cancelled), so
 * the invoices feature refreshes them too.
 */
export const purchaseOrdersKeys = {
  ...keys,
  ofBooking: (bookingId: number) => [...keys.all, 'booking', bookingId] as const,
};
