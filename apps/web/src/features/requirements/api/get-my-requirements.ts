import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ActionResponse } from '@app/contracts/registry';
import { callActionOrThrow } from '../../../lib/api-client.ts';
import { requirementKeys } from './requirement-keys.ts';

export type MyRequirements = ActionResponse<'myrequirements'>;
export type RequirementStatus = 'open' | 'closed';

export interface MyRequirementsQuery {
  status: RequirementStatus;
  page: number;
  pageSize: number;
}

export async function getMyRequirements(query: MyRequirementsQuery): Promise<MyRequirements> {
  return callActionOrThrow('myrequirements', query);
}

export const myRequirementsQueryOptions = (query: MyRequirementsQuery) =>
  queryOptions({
    queryKey: requirementKeys.list(query),
    queryFn: () => getMyRequirements(query),
    // Paging and switching tabs keep the old rows on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });

export function useMyRequirements(query: MyRequirementsQuery) {
  return useQuery(myRequirementsQueryOptions(query));
}
