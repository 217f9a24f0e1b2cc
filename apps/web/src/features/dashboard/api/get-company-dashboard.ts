import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ActionResponse } from '@app/contracts/registry';
import { callActionOrThrow } from '../../../lib/api-client.ts';
import { dashboardKeys } from './dashboard-keys.ts';

export type CompanyDashboard = ActionResponse<'companydashboard'>;

export async function getCompanyDashboard(): Promise<CompanyDashboard> {
  return callActionOrThrow('companydashboard', {});
}

export const companyDashboardQueryOptions = () =>
  queryOptions({
    meta: { reads: ['companydashboard'] },
    queryKey: dashboardKeys.company(),
    queryFn: getCompanyDashboard,
    staleTime: 0,
  });

export function useCompanyDashboard(enabled = true) {
  return useQuery({ ...companyDashboardQueryOptions(), enabled });
}
