import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClosingTraining } from '@app/contracts/actions/after-event';
import { callActionOrThrow } from '../../../lib/api-client.ts';
import { bookingKeys } from './booking-keys.ts';

export type { ClosingTraining };
export type ClosingBooking = ClosingTraining['bookings'][number];

export async function getAfterEventList(): Promise<ClosingTraining[]> {
  const { list } = await callActionOrThrow('aftereventlist', {});
  return list;
}

export const afterEventListQueryOptions = () =>
  queryOptions({
    meta: { reads: ['aftereventlist'] },
    queryKey: bookingKeys.afterEvent(),
    queryFn: getAfterEventList,
    staleTime: 0,
  });

/** A provider's trainings begun in the last 30 days: attendance to record, thanks to send. */
export function useAfterEventList(enabled = true) {
  return useQuery({ ...afterEventListQueryOptions(), enabled });
}
