import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ActionResponse } from '@app/contracts/registry';
import { callActionOrThrow } from '../../../lib/api-client.ts';
import { bookingKeys } from './booking-keys.ts';

export type BookingDetail = ActionResponse<'bookingdetail'>['booking'];

export async function getBookingDetail(id: number): Promise<BookingDetail> {
  const { booking } = await callActionOrThrow('bookingdetail', { id });
  return booking;
}

export const bookingDetailQueryOptions = (id: number) =>
  queryOptions({
    meta: { reads: ['bookingdetail'] },
    queryKey: bookingKeys.detail(id),
    queryFn: () => getBookingDetail(id),
    staleTime: 0,
  });

export function useBookingDetail(id: number) {
  return useQuery(bookingDetailQueryOptions(id));
}
