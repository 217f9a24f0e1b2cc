import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ActionResponse } from '@app/contracts/registry';
import { callActionOrThrow } from '../../../lib/api-client.ts';
import { revenueKeys } from './revenue-keys.ts';

export type RevenueReport = ActionResponse<'revenuereport'>;

export function getRevenueReport(year: number): Promise<RevenueReport> {
  return callActionOrThrow('revenuereport', { year });
}

export const revenueReportQueryOptions = (year: number) =>
  queryOptions({ queryKey: revenueKeys.list({ year }), queryFn: () => getRevenueReport(year) });

/** The caller's revenue of one year (providers). */
export function useRevenueReport(year: number) {
  return useQuery({ ...revenueReportQueryOptions(year), placeholderData: keepPreviousData });
}
