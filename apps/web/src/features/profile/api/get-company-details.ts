import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ActionResponse } from '@app/contracts/registry';
import { callActionOrThrow } from '../../../lib/api-client.ts';

export type CompanyDetails = ActionResponse<'loginCompanyDetails'>;

/** The action's name: every feature that reads the company shares the cache entry. */
export const companyDetailsQueryKey = ['loginCompanyDetails'] as const;

export async function getCompanyDetails(): Promise<CompanyDetails> {
  const result = await callActionOrThrow('loginCompanyDetails', {});
  return result;
}

export const companyDetailsQueryOptions = () =>
  queryOptions({ queryKey: companyDetailsQueryKey, queryFn: getCompanyDetails });

export function useCompanyDetails() {
  return useQuery(companyDetailsQueryOptions());
}
