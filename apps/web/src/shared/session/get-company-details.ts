import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { ActionResponse } from '@app/contracts/registry';
import { callActionOrThrow } from '../../lib/api-client.ts';
import { removeStored, storageKeys } from '../../lib/storage.ts';
import { readSessionCache, writeSessionCache } from './session-cache.ts';
import { sessionKeys } from './session-keys.ts';

export type CompanyDetails = ActionResponse<'loginCompanyDetails'>;
export type Company = NonNullable<CompanyDetails['company']>;

const isCompanyDetails = (value: unknown): value is CompanyDetails =>
  typeof value === 'object' &&
  value !== null &&
  (value as CompanyDetails).status === true &&
  'company' in value;

export function readCachedCompanyDetails(): CompanyDetails | undefined {
  return readSessionCache(storageKeys.companyDetails, isCompanyDetails);
}

/**
 * The company the user works in (company null for users of no company), with their role and the
 * subscription; cached locally like the user (docs/product.md: "the details are cached locally").
 */
export async function getCompanyDetails(): Promise<CompanyDetails> {
  try {
    const result = await callActionOrThrow('loginCompanyDetails', {});
    writeSessionCache(storageKeys.companyDetails, result);
    return result;
  } catch (error) {
    removeStored(storageKeys.companyDetails);
    throw error;
  }
}

export const companyDetailsQueryOptions = () =>
  queryOptions({
    queryKey: sessionKeys.company(),
    queryFn: getCompanyDetails,
    staleTime: 60_000,
    retry: false,
  });

/** The header, the dashboard and the company page all read this one entry. */
export function useCompanyDetails(enabled = true) {
  return useQuery({
    ...companyDetailsQueryOptions(),
    enabled,
    placeholderData: readCachedCompanyDetails,
  });
}

/**
 * After the company changed (name, logo, details): its details and the company profiles the
 * switcher names are asked again, and their local copies rewritten, wherever they are shown.
 */
export function refreshCompanyDetails(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: sessionKeys.company() }),
    queryClient.invalidateQueries({ queryKey: sessionKeys.companyProfiles() }),
  ]);
}
