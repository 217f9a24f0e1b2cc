import type { QueryClient } from '@tanstack/react-query';
import {
  userDetailsQueryOptions,
  type UserDetails,
} from '../../../shared/session/get-user-details.ts';
import { companyDetailsQueryOptions } from '../../../shared/session/get-company-details.ts';
import { multiLocationQueryOptions } from '../../../shared/session/get-multi-location.ts';

/**
 * After a login: the user details, the company details and the multi-location list, each fetched
 * afresh and cached locally. Null when the new session cannot be read (then nothing is cached).
 * The company calls may fail without spoiling the login: the header loads them again later.
 */
export async function loadSessionDetails(queryClient: QueryClient): Promise<UserDetails | null> {
  const user = await queryClient.fetchQuery({ ...userDetailsQueryOptions(), staleTime: 0 });
  if (!user) return null;
  await Promise.allSettled([
    queryClient.fetchQuery({ ...companyDetailsQueryOptions(), staleTime: 0 }),
    queryClient.fetchQuery({ ...multiLocationQueryOptions(), staleTime: 0 }),
  ]);
  return user;
}
