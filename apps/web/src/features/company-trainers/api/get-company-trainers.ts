import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ActionResponse } from '@app/contracts/registry';
import { callActionOrThrow } from '../../../lib/api-client.ts';
import { companyTrainerKeys } from './company-trainer-keys.ts';

export type CompanyTrainers = ActionResponse<'companytrainers'>;

export async function getCompanyTrainers(): Promise<CompanyTrainers> {
  return callActionOrThrow('companytrainers', {});
}

export const companyTrainersQueryOptions = () =>
  queryOptions({ queryKey: companyTrainerKeys.list('active'), queryFn: getCompanyTrainers });

export function useCompanyTrainers() {
  return useQuery(companyTrainersQueryOptions());
}
