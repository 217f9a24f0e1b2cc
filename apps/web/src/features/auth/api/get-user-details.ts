import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ActionResponse } from '@app/contracts/registry';
import { callAction, isFailure } from '../../../lib/api-client.ts';
import { readStored, removeStored, storageKeys, writeStored } from '../../../lib/storage.ts';

export type UserDetails = ActionResponse<'loginuserdetail'>;

export const userDetailsQueryKey = ['session', 'user-details'] as const;

export function readCachedUserDetails(): UserDetails | undefined {
  const raw = readStored(storageKeys.userDetails);
  if (!raw) return undefined;
  try {
    const parsed = JSON.parse(raw) as UserDetails;
    return parsed.status === true && typeof parsed.username === 'string' ? parsed : undefined;
  } catch {
    return undefined;
  }
}

export function clearCachedUserDetails(): void {
  removeStored(storageKeys.userDetails);
}

/**
 * The signed-in user, or null. Any failure (401, a business failure, no server) means logged out:
 * the locally cached details are then removed, as the spec's session states say.
 */
export async function getUserDetails(): Promise<UserDetails | null> {
  try {
    const result = await callAction('loginuserdetail', {});
    if (isFailure(result)) {
      clearCachedUserDetails();
      return null;
    }
    writeStored(storageKeys.userDetails, JSON.stringify(result));
    return result;
  } catch {
    clearCachedUserDetails();
    return null;
  }
}

export const userDetailsQueryOptions = () =>
  queryOptions({
    queryKey: userDetailsQueryKey,
    queryFn: getUserDetails,
    staleTime: 60_000,
    retry: false,
  });

export function useUserDetails(options: { checkOnMount?: boolean } = {}) {
  return useQuery({
    ...userDetailsQueryOptions(),
    placeholderData: readCachedUserDetails,
    refetchOnMount: options.checkOnMount ? 'always' : true,
  });
}
