import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ActionResponse } from '@app/contracts/registry';
import { callActionOrThrow } from '../../../lib/api-client.ts';
import { settingsKeys } from './settings-keys.ts';

export type DataExport = NonNullable<ActionResponse<'dataexportstatus'>['latest']>;

/** While a copy is being prepared, the card asks again this often (it takes seconds). */
const PREPARING_POLL_MS = 3000;

export const dataExportQueryOptions = () =>
  queryOptions({
    queryKey: settingsKeys.dataExport(),
    queryFn: () => callActionOrThrow('dataexportstatus', {}),
    staleTime: 0,
    refetchInterval: (query) =>
      query.state.data?.latest?.state === 'preparing' ? PREPARING_POLL_MS : false,
  });

/** The user's latest copy of their data: being prepared, ready, downloaded, expired or failed. */
export function useDataExport() {
  return useQuery(dataExportQueryOptions());
}
