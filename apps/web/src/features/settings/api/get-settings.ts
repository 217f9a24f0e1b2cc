import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ActionResponse } from '@app/contracts/registry';
import { callActionOrThrow } from '../../../lib/api-client.ts';
import { settingsKeys } from './settings-keys.ts';

export type Settings = ActionResponse<'viewsetting'>;

export async function getSettings(): Promise<Settings> {
  const result = await callActionOrThrow('viewsetting', {});
  return result;
}

export const settingsQueryOptions = () =>
  queryOptions({ queryKey: settingsKeys.settings(), queryFn: getSettings });

export function useSettings() {
  return useQuery(settingsQueryOptions());
}
