import { useQuery } from '@tanstack/react-query';
import { callAction } from '../../../lib/api-client.ts';
import { settingsKeys } from './settings-keys.ts';

/** Whether an e-mailed download link still works: asked once when its page opens. */
export function useCheckDataExport(id: string, token: string) {
  return useQuery({
    queryKey: settingsKeys.dataExportLink(id, token),
    queryFn: () => callAction('checkdataexport', { id: Number(id), token }),
    staleTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
  });
}
