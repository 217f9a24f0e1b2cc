import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ActionInput, ActionResponse } from '@app/contracts/registry';
import { callActionOrThrow } from '../../../lib/api-client.ts';
import { consoleKeys } from './console-keys.ts';

export type StaffMember = ActionResponse<'adminPlatformStaff'>['list'][number];
export type AuditEntry = ActionResponse<'adminAuditLog'>['list'][number];

/** Everyone with a platform role (operators only). */
export function usePlatformStaff() {
  return useQuery({
    queryKey: consoleKeys.staff(),
    queryFn: () => callActionOrThrow('adminPlatformStaff', {}),
    meta: { reads: ['adminPlatformStaff'] },
  });
}

export function useSetPlatformRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ActionInput<'adminSetPlatformRole'>) =>
      callActionOrThrow('adminSetPlatformRole', input),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: consoleKeys.staff() }),
        queryClient.invalidateQueries({ queryKey: consoleKeys.audit() }),
      ]),
  });
}

/** The operators' audit, newest first, a page at a time. */
export function useOperatorAudit() {
  return useInfiniteQuery({
    queryKey: consoleKeys.audit(),
    queryFn: ({ pageParam }) =>
      callActionOrThrow('adminAuditLog', pageParam === null ? {} : { before: pageParam }),
    initialPageParam: null as number | null,
    getNextPageParam: (page) => (page.more ? (page.list.at(-1)?.id ?? null) : null),
    meta: { reads: ['adminAuditLog'] },
  });
}
