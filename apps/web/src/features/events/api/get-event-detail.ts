import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EventDetail } from '@app/contracts/actions/event';
import { callActionOrNull } from '../../../lib/api-client.ts';
import { eventKeys } from './event-keys.ts';

export type { EventDetail };

/** The event, or null when there is none to show (unknown, a draft of someone else, hidden). */
export async function getEventDetail(url: string): Promise<EventDetail | null> {
  const result = await callActionOrNull('eventdetail', { url }, 'listing_not_found');
  return result?.event ?? null;
}

/**
 * `viewerId` is part of the key: what the page shows (drafts, the online link) depends on who
 * looks, so logging in or out asks again.
 */
export const eventDetailQueryOptions = (url: string, viewerId: number | null) =>
  queryOptions({
    queryKey: eventKeys.detail({ url: url.toLowerCase(), viewerId }),
    queryFn: () => getEventDetail(url),
  });

export function useEventDetail(url: string, viewerId: number | null, enabled = true) {
  return useQuery({ ...eventDetailQueryOptions(url, viewerId), enabled: enabled && url !== '' });
}
