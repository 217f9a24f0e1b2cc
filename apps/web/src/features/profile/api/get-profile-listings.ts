import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ActionResponse } from '@app/contracts/registry';
import { ActionFailedError, callAction, isFailure } from '../../../lib/api-client.ts';

export type ProfileListings = Omit<ActionResponse<'profilelistings'>, 'status'>;

/** The listings of a public profile, or null when there is none (unknown or deactivated). */
export async function getProfileListings(username: string): Promise<ProfileListings | null> {
  const result = await callAction('profilelistings', { username });
  if (isFailure(result)) {
    if (result.code === 'profile_not_found') return null;
    throw new ActionFailedError(result);
  }
  return result;
}

/** Keyed by viewer too: their favourites are marked on the topic cards. */
export const profileListingsQueryOptions = (username: string, viewerId: number | null) =>
  queryOptions({
    queryKey: ['profilelistings', username.toLowerCase(), viewerId],
    queryFn: () => getProfileListings(username),
    staleTime: 0,
  });

export function useProfileListings(username: string, viewerId: number | null) {
  return useQuery(profileListingsQueryOptions(username, viewerId));
}
