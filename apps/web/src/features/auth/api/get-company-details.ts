import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ActionResponse } from '@app/contracts/registry';
import { callAction, isFailure } from '../../../lib/api-client.ts';
import { removeStored, storageKeys } from '../../../lib/storage.ts';
import { readSessionCache, writeSessionCache } from './session-cache.ts';

export type CompanyDetails = ActionResponse<'loginCompanyDetails'>;

export const companyDetailsQueryKey = ['session', 'company-details'] as const;

const isCompanyDetails = (value: unknown): value is CompanyDetails =>
  typeof value === 'object' &&
  value !== null &&
  (value as CompanyDetails).status === true &&
  'company' in value;

export function readCachedCompanyDetails(): CompanyDetails | undefined {
  return readSessionCache(storageKeys.companyDetails, isCompanyDetails);
}

/** The company the user works in (null for users of no company), cached locally like the user. */
export async function getCompanyDetails(): Promise<CompanyDetails | null> {
  const result = await callAction('loginCompanyDetails', {});
  if (isFailure(result)) {
    removeStored(storageKeys.companyDetails);
    return null;
  }
  writeSessionCache(storageKeys.companyDetails, result);
  return result;
}

export const companyDetailsQueryOptions = () =>
  queryOptions({
    queryKey: companyDetailsQueryKey,
    queryFn: getCompanyDetails,
    staleTime: 60_000,
    retry: false,
  });

export function useCompanyDetails(enabled: boolean) {
  return useQuery({
    ...companyDetailsQueryOptions(),
    enabled,
    placeholderData: readCachedCompanyDetails,
  });
}
