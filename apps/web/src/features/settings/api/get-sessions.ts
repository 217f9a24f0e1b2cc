import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ActionResponse } from '@app/contracts/registry';
import { callActionOrThrow } from '../../../lib/api-client.ts';
import { settingsKeys } from './settings-keys.ts';

export type SignedInSession = ActionResponse<'sessionlist'>['sessions'][number];

export async function getSessions(): Promise<SignedInSession[]> {
  const result = await callActionOrThrow('sessionlist', {});
  return result.sessions;
}

export const sessionsQueryOptions = () =>
  queryOptions({ queryKey: settingsKeys.sessions(), queryFn: getSessions, staleTime: 0 });

export function useSessions() {
  return useQuery(sessionsQueryOptions());
}
