import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callActionOrThrow } from '../../../lib/api-client.ts';
import { eventKeys } from './event-keys.ts';

export async function publishEvent(input: { id: number; publish: boolean }) {
  return (await callActionOrThrow('publishevent', input)).event;
}

/** Publishes an own event or takes it back to draft. */
export function usePublishEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: publishEvent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventKeys.all }),
  });
}
