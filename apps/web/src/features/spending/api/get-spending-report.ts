import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ActionResponse } from '@app/contracts/registry';
import { callActionOrThrow } from '../../../lib/api-client.ts';
import { spendingKeys } from './spending-keys.ts';

export type SpendingReport = ActionResponse<'spendingreport'>;
/** Absent: the active location; `all`: every location of the group the caller belongs to. */
export type SpendingLocation = 'all' | number | undefined;

export function getSpendingReport(
  year: number,
  location: SpendingLocation,
): Promise<SpendingReport> {
  return callActionOrThrow(
    'spendingreport',
    location === undefined ? { year } : { year, location },
  );
}

export const spendingReportQueryOptions = (year: number, location: SpendingLocation) =>
  queryOptions({
    meta: { reads: ['spendingreport'] },
    queryKey: spendingKeys.list({ year, location: location ?? null }),
    queryFn: () => getSpendingReport(year, location),
  });

/** The active company's spending of one year (company staff). */
export function useSpendingReport(year: number, location: SpendingLocation) {
  return useQuery({
    ...spendingReportQueryOptions(year, location),
    placeholderData: keepPreviousData,
  });
}
