import { queryOptions } from '@tanstack/react-query';
import type { ActionResponse } from '@app/contracts/registry';
import { callActionOrNull } from '../../../lib/api-client.ts';
import { profileKeys } from './profile-keys.ts';

export type PublicProfile = ActionResponse<'publicprofile'>['profile'];

/** The profile, or null when there is none to show (unknown or deactivated). */
export async function getPublicProfile(username: string): Promise<PublicProfile | null> {
  const result = await callActionOrNull('publicprofile', { username }, 'profile_not_found');
  return result?.profile ?? null;
}

export const publicProfileQueryOptions = (username: string) =>
  queryOptions({
    queryKey: profileKeys.detail(username.toLowerCase()),
    queryFn: () => getPublicProfile(username),
  });
