import { queryOptions, useQuery } from '@tanstack/react-query';
import { callActionOrThrow } from '../../../lib/api-client.ts';
import { invoicesKeys } from './invoices-keys.ts';

/**
 * The booking and its live invoice, for the booking page's invoice panel: bookingdetail (its
 * state, price, company and the caller's role) and bookingInvoice (the invoice, for its parties).
 */
export async function getBookingInvoice(bookingId: number) {
  const [{ booking }, { invoice }] = await Promise.all([
    callActionOrThrow('bookingdetail', { id: bookingId }),
    callActionOrThrow('bookingInvoice', { bookingId }),
  ]);
  return { booking, invoice };
}

export const bookingInvoiceQueryOptions = (bookingId: number) =>
  queryOptions({
    meta: { reads: ['bookingdetail', 'bookingInvoice'] },
    queryKey: invoicesKeys.booking(bookingId),
    queryFn: () => getBookingInvoice(bookingId),
  });

export function useBookingInvoice(bookingId: number) {
  return useQuery(bookingInvoiceQueryOptions(bookingId));
}
