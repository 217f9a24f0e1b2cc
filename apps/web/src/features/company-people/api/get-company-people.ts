import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ActionResponse } from '@app/contracts/registry';
import { callActionOrThrow } from '../../../lib/api-client.ts';
import { companyPeopleKeys } from './company-people-keys.ts';

export type CompanyPeople = ActionResponse<'companypeople'>;
export type CompanyPerson = CompanyPeople['people'][number];

export function getCompanyPeople(q: string): Promise<CompanyPeople> {
  return callActionOrThrow('companypeople', q ? { q } : {});
}

export const companyPeopleQueryOptions = (q: string) =>
  queryOptions({
    queryKey: companyPeopleKeys.list({ q }),
    queryFn: () => getCompanyPeople(q),
    placeholderData: keepPreviousData,
  });

/** The people of the active company (staff only), narrowed by a search. */
export function useCompanyPeople(q: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...companyPeopleQueryOptions(q), enabled: options.enabled ?? true });
}
