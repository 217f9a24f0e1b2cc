import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ActionResponse } from '@app/contracts/registry';
import { callActionOrThrow } from '../../../lib/api-client.ts';
import { myRequirementsKey } from './requirement-keys.ts';

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
    queryKey: [...myRequirementsKey, query.status, query.page, query.pageSize],
    queryFn: () => getMyRequirements(query),
    // Paging and switching tabs keep the old rows on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });

export function useMyRequirements(query: MyRequirementsQuery) {
  return useQuery(myRequirementsQueryOptions(query));
}
