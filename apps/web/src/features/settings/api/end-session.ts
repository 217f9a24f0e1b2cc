import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callActionOrThrow } from '../../../lib/api-client.ts';
import { settingsKeys } from './settings-keys.ts';

export async function endSession(id: string) {
  const result = await callActionOrThrow('endsession', { id });
  return result;
}

export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endSession,
    onSettled: () => queryClient.invalidateQueries({ queryKey: settingsKeys.lists() }),
  });
}
