import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { BookingState, BookingStateGroup } from '@app/contracts/states';
import type { ActionResponse } from '@app/contracts/registry';
import { callActionOrThrow } from '../../../lib/api-client.ts';
import { bookingKeys } from './booking-keys.ts';

export type MyBookingsPage = ActionResponse<'mybookings'>;
export type BookingSide = 'buyer' | 'provider' | 'company';

export interface MyBookingsParams {
  side: BookingSide;
  state?: BookingState;
  /** A group of states (waiting, upcoming, past, ended); `state` wins when both are given. */
  group?: BookingStateGroup;
  awaiting?: boolean;
  page: number;
  pageSize?: number;
}

export function getMyBookings(params: MyBookingsParams): Promise<MyBookingsPage> {
  return callActionOrThrow('mybookings', {
    side: params.side,
    ...(params.state ? { state: params.state } : params.group ? { group: params.group } : {}),
    ...(params.awaiting ? { awaiting: true } : {}),
    page: params.page,
    pageSize: params.pageSize ?? bookingsPageSize,
  });
}

export const bookingsPageSize = 10;

export const myBookingsQueryOptions = (params: MyBookingsParams) =>
  queryOptions({
    meta: { reads: ['mybookings'] },
    queryKey: bookingKeys.list(params),
    queryFn: () => getMyBookings(params),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export function useMyBookings(params: MyBookingsParams, enabled = true) {
  return useQuery({ ...myBookingsQueryOptions(params), enabled });
}
