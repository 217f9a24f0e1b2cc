import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ActionResponse } from '@app/contracts/registry';
import { callActionOrThrow } from '../../../lib/api-client.ts';

export type SignedInSession = ActionResponse<'sessionlist'>['sessions'][number];

export const sessionsQueryKey = ['sessionlist'] as const;

export async function getSessions(): Promise<SignedInSession[]> {
  const result = await callActionOrThrow('sessionlist', {});
  return result.sessions;
}

export const sessionsQueryOptions = () =>
  queryOptions({ queryKey: sessionsQueryKey, queryFn: getSessions, staleTime: 0 });

export function useSessions() {
  return useQuery(sessionsQueryOptions());
}
