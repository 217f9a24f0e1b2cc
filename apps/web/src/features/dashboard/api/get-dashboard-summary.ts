import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ActionResponse } from '@app/contracts/registry';
import { callActionOrThrow } from '../../../lib/api-client.ts';
import { dashboardKeys } from './dashboard-keys.ts';

export type DashboardSummary = ActionResponse<'dashboardsummary'>;

export async function getDashboardSummary(): Promise<DashboardSummary> {
  const result = await callActionOrThrow('dashboardsummary', {});
  return result;
}

export const dashboardSummaryQueryOptions = () =>
  queryOptions({
    meta: { reads: ['dashboardsummary'] },
    queryKey: dashboardKeys.summary(),
    queryFn: getDashboardSummary,
    staleTime: 0,
  });

export function useDashboardSummary() {
  return useQuery(dashboardSummaryQueryOptions());
}
