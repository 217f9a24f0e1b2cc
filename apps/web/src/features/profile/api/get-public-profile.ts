import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ActionResponse } from '@app/contracts/registry';
import { ActionFailedError, callAction, isFailure } from '../../../lib/api-client.ts';

export type PublicProfile = ActionResponse<'publicprofile'>['profile'];

/** The profile, or null when there is none to show (unknown or deactivated). */
export async function getPublicProfile(username: string): Promise<PublicProfile | null> {
  const result = await callAction('publicprofile', { username });
  if (isFailure(result)) {
    if (result.code === 'profile_not_found') return null;
    throw new ActionFailedError(result);
  }
  return result.profile;
}

export const publicProfileQueryOptions = (username: string) =>
  queryOptions({
    queryKey: ['publicprofile', username.toLowerCase()],
    queryFn: () => getPublicProfile(username),
  });

export function usePublicProfile(username: string) {
  return useQuery(publicProfileQueryOptions(username));
}
