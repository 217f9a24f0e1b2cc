import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ActionResponse } from '@app/contracts/registry';
import { callActionOrNull } from '../../../lib/api-client.ts';
import { profileKeys } from './profile-keys.ts';

export type ProfileListings = Omit<ActionResponse<'profilelistings'>, 'status'>;

/** The listings of a public profile, or null when there is none (unknown or deactivated). */
export async function getProfileListings(username: string): Promise<ProfileListings | null> {
  return callActionOrNull('profilelistings', { username }, 'profile_not_found');
}

/** Keyed by viewer too: their favourites are marked on the topic cards. */
export const profileListingsQueryOptions = (username: string, viewerId: number | null) =>
  queryOptions({
    queryKey: profileKeys.listings(username, viewerId),
    queryFn: () => getProfileListings(username),
    staleTime: 0,
  });

export function useProfileListings(username: string, viewerId: number | null) {
  return useQuery(profileListingsQueryOptions(username, viewerId));
}
