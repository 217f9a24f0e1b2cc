import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ActionResponse } from '@app/contracts/registry';
import { callActionOrThrow } from '../../../lib/api-client.ts';
import { profileKeys } from './profile-keys.ts';

export type OwnProfile = ActionResponse<'myprofile'>['profile'];

export async function getMyProfile(): Promise<OwnProfile> {
  const result = await callActionOrThrow('myprofile', {});
  return result.profile;
}

export const myProfileQueryOptions = () =>
  queryOptions({ queryKey: profileKeys.mine(), queryFn: getMyProfile });

export function useMyProfile() {
  return useQuery(myProfileQueryOptions());
}
