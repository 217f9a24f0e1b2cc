import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ActionResponse } from '@app/contracts/registry';
import { callAction, isFailure } from '../../lib/api-client.ts';
import { removeStored, storageKeys } from '../../lib/storage.ts';
import { readSessionCache, writeSessionCache } from './session-cache.ts';
import { sessionKeys } from './session-keys.ts';

export type CompanyLocation = ActionResponse<'smeGetMultilocation'>['list'][number];

const isLocationList = (value: unknown): value is CompanyLocation[] =>
  Array.isArray(value) &&
  value.every(
    (item) =>
      typeof item === 'object' &&
      item !== null &&
      typeof (item as CompanyLocation).id === 'number' &&
      typeof (item as CompanyLocation).name === 'string',
  );

export function readCachedMultiLocation(): CompanyLocation[] | undefined {
  return readSessionCache(storageKeys.multiLocation, isLocationList);
}

/** The company profiles a multi-location super admin switches between; empty for others. */
export async function getMultiLocation(): Promise<CompanyLocation[]> {
  const result = await callAction('smeGetMultilocation', {});
  if (isFailure(result)) {
    removeStored(storageKeys.multiLocation);
    return [];
  }
  writeSessionCache(storageKeys.multiLocation, result.list);
  return result.list;
}

export const multiLocationQueryOptions = () =>
  queryOptions({
    queryKey: sessionKeys.companyProfiles(),
    queryFn: getMultiLocation,
    staleTime: 60_000,
    retry: false,
  });

export function useMultiLocation(enabled: boolean) {
  return useQuery({
    ...multiLocationQueryOptions(),
    enabled,
    placeholderData: readCachedMultiLocation,
  });
}
