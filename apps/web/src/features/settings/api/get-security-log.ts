import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { callActionOrThrow } from '../../../lib/api-client.ts';
import { settingsKeys } from './settings-keys.ts';

/** The account's security log, 20 rows a page, each next page after the last row seen. */
export const securityLogQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: settingsKeys.securityLog(),
    queryFn: ({ pageParam }) =>
      callActionOrThrow('securitylog', pageParam === 0 ? {} : { before: pageParam }),
    initialPageParam: 0,
    getNextPageParam: (lastPage) => (lastPage.more ? lastPage.list.at(-1)?.id : undefined),
    staleTime: 0,
  });

export function useSecurityLog() {
  return useInfiniteQuery(securityLogQueryOptions());
}
