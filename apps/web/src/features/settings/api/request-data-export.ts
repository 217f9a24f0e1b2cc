import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callActionOrThrow } from '../../../lib/api-client.ts';
import { settingsKeys } from './settings-keys.ts';

export const requestDataExport = () => callActionOrThrow('requestdataexport', {});

/** Asks for a new copy; the status (and the security log) are read again. */
export function useRequestDataExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestDataExport,
    onSuccess: (result) => {
      queryClient.setQueryData(settingsKeys.dataExport(), { status: true, latest: result.export });
      void queryClient.invalidateQueries({ queryKey: settingsKeys.lists() });
    },
  });
}
