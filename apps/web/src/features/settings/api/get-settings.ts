import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ActionResponse } from '@app/contracts/registry';
import { callActionOrThrow } from '../../../lib/api-client.ts';

export type Settings = ActionResponse<'viewsetting'>;

export const settingsQueryKey = ['viewsetting'] as const;

export async function getSettings(): Promise<Settings> {
  const result = await callActionOrThrow('viewsetting', {});
  return result;
}

export const settingsQueryOptions = () =>
  queryOptions({ queryKey: settingsQueryKey, queryFn: getSettings });

export function useSettings() {
  return useQuery(settingsQueryOptions());
}
