import { queryOptions, useQuery } from '@tanstack/react-query';
import { callActionOrThrow } from '../../../lib/api-client.ts';
import { invoicesKeys } from './invoices-keys.ts';

/**
 * The booking and its live invoice, for the provider's "Issue invoice" panel: bookingdetail (its
 * state, price and the caller's role) and the provider's invoices of the booking.
 */
export async function getBookingInvoice(bookingId: number) {
  const [{ booking }, invoices] = await Promise.all([
    callActionOrThrow('bookingdetail', { id: bookingId }),
    callActionOrThrow('providerInvoices', { kind: 'invoice' }).catch(() => null),
  ]);
  const invoice =
    invoices?.list.find((item) => item.bookingId === bookingId && item.state !== 'credited') ??
    null;
  return { booking, invoice };
}

export const bookingInvoiceQueryOptions = (bookingId: number) =>
  queryOptions({
    queryKey: invoicesKeys.booking(bookingId),
    queryFn: () => getBookingInvoice(bookingId),
  });

export function useBookingInvoice(bookingId: number) {
  return useQuery(bookingInvoiceQueryOptions(bookingId));
}
