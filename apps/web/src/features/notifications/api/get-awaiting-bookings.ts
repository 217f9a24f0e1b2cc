import { queryOptions, useQuery } from '@tanstack/react-query';
import { callActionOrThrow } from '../../../lib/api-client.ts';
import { useSession } from '../../../shared/session/use-session.ts';
import { countKeys } from './counts-keys.ts';

export type AwaitingSide = 'provider' | 'buyer' | 'company';

/**
 * How many bookings wait for my decision on one side (one row asked, the count read): requests
 * for a provider, offered seats for a buyer, fee approvals for company staff.
 */
export async function getAwaitingBookings(side: AwaitingSide = 'provider'): Promise<number> {
  const reply = await callActionOrThrow('mybookings', {
    side,
    awaiting: true,
    page: 1,
    pageSize: 1,
  });
  return reply.awaitingMe;
}

export const awaitingBookingsQueryOptions = (side: AwaitingSide = 'provider') =>
  queryOptions({
    meta: { reads: ['mybookings'] },
    queryKey: countKeys.awaitingBookings(side),
    queryFn: () => getAwaitingBookings(side),
  });

/**
 * The side menu's badge for providers. Booking actions refresh the counts (`useRefreshCounts`),
 * which covers this key too.
 */
export function useAwaitingBookings(): number {
  const session = useSession();
  const query = useQuery({ ...awaitingBookingsQueryOptions(), enabled: session.isProvider });
  return session.isProvider ? (query.data ?? 0) : 0;
}

/** The dashboard menu's fee-approval badge: company bookings awaiting its admin's approval. */
export function useAwaitingCompanyApprovals(isCompanyAdmin: boolean): number {
  const query = useQuery({ ...awaitingBookingsQueryOptions('company'), enabled: isCompanyAdmin });
  return isCompanyAdmin ? (query.data ?? 0) : 0;
}
