import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { callActionOrThrow } from '../../../lib/api-client.ts';
import { companyPeopleKeys } from './company-people-keys.ts';

/** Who joined, whose role changed, who left, who became admin: 20 rows a page (admins only). */
export const roleLogQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: companyPeopleKeys.roleLog(),
    queryFn: ({ pageParam }) =>
      callActionOrThrow('companysecuritylog', pageParam === 0 ? {} : { before: pageParam }),
    initialPageParam: 0,
    getNextPageParam: (lastPage) => (lastPage.more ? lastPage.list.at(-1)?.id : undefined),
    staleTime: 0,
  });

export function useRoleLog() {
  return useInfiniteQuery(roleLogQueryOptions());
}
