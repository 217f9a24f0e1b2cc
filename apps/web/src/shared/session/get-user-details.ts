import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ActionResponse } from '@app/contracts/registry';
import { callAction, isFailure } from '../../lib/api-client.ts';
import { getAppConfig } from '../../lib/app-config.ts';
import { storageKeys } from '../../lib/storage.ts';
import { clearSessionCache, readSessionCache, writeSessionCache } from './session-cache.ts';
import { sessionKeys } from './session-keys.ts';

export type UserDetails = ActionResponse<'loginuserdetail'>;

const isUserDetails = (value: unknown): value is UserDetails =>
  typeof value === 'object' &&
  value !== null &&
  (value as UserDetails).status === true &&
  typeof (value as UserDetails).username === 'string';

let hasCheckedOnce = false;

export function readCachedUserDetails(): UserDetails | undefined {
  // The page came without a session: until the first check, details kept from an earlier one are
  // not shown (and the server's page, rendered for a visitor, is hydrated as it was rendered).
  if (!hasCheckedOnce && getAppConfig().signedIn === false) return undefined;
  return readSessionCache(storageKeys.userDetails, isUserDetails);
}

/**
 * The page's first check is done: the server rendered the page for a visitor and its query cache
 * already says "no session" (main.tsx). The next check, after signing in, asks the server.
 */
export function noteFirstSessionCheck(): void {
  hasCheckedOnce = true;
}

/** For tests: the next check is again the page's first. */
export function resetFirstSessionCheck(): void {
  hasCheckedOnce = false;
}

/**
 * The signed-in user, or null. Any failure (401, a business failure, no server) means logged out:
 * the locally cached details are then removed, as the product's session states say.
 */
export async function getUserDetails(): Promise<UserDetails | null> {
  // The page says no session came with it: the first check needs no question (a visitor's would
  // answer 401 into the console). Later checks (after signing in) ask the server.
  if (!hasCheckedOnce) {
    hasCheckedOnce = true;
    if (getAppConfig().signedIn === false) {
      clearSessionCache();
      return null;
    }
  }
  try {
    const result = await callAction('loginuserdetail', {});
    if (isFailure(result)) {
      clearSessionCache();
      return null;
    }
    // Another account signed in here: the company and its profiles cached for the last one go.
    if (readCachedUserDetails()?.userId !== result.userId) clearSessionCache();
    writeSessionCache(storageKeys.userDetails, result);
    return result;
  } catch {
    clearSessionCache();
    return null;
  }
}

export const userDetailsQueryOptions = () =>
  queryOptions({
    queryKey: sessionKeys.user(),
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
