import { queryOptions, useQuery } from '@tanstack/react-query';
import { callActionOrThrow } from '../../lib/api-client.ts';
import { useSession } from '../session/use-session.ts';
import { countKeys } from './counts-keys.ts';

/** How many booking requests wait for the provider's answer (one row asked, the count read). */
export async function getAwaitingBookings(): Promise<number> {
  const reply = await callActionOrThrow('mybookings', {
    side: 'provider',
    awaiting: true,
    page: 1,
    pageSize: 1,
  });
  return reply.awaitingMe;
}

export const awaitingBookingsQueryOptions = () =>
  queryOptions({ queryKey: countKeys.awaitingBookings(), queryFn: getAwaitingBookings });

/**
 * The side menu's badge for providers. Booking actions refresh the counts (`useRefreshCounts`),
 * which covers this key too.
 */
export function useAwaitingBookings(): number {
  const session = useSession();
  const query = useQuery({ ...awaitingBookingsQueryOptions(), enabled: session.isProvider });
  return session.isProvider ? (query.data ?? 0) : 0;
}
