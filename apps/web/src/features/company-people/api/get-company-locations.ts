import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ActionResponse } from '@app/contracts/registry';
import { callActionOrThrow } from '../../../lib/api-client.ts';
import { companyPeopleKeys } from './company-people-keys.ts';

export type CompanyLocations = ActionResponse<'companylocations'>;
export type GroupLocation = CompanyLocations['list'][number];

export function getCompanyLocations(): Promise<CompanyLocations> {
  return callActionOrThrow('companylocations', {});
}

export const companyLocationsQueryOptions = () =>
  queryOptions({
    queryKey: companyPeopleKeys.detail('locations'),
    queryFn: getCompanyLocations,
  });

/** The locations of the group the admin belongs to. */
export function useCompanyLocations() {
  return useQuery(companyLocationsQueryOptions());
}
