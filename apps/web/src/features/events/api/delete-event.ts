import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callActionOrThrow } from '../../../lib/api-client.ts';
import { refreshEvents } from './event-keys.ts';

export async function deleteEvent(id: number) {
  return callActionOrThrow('deleteevent', { id });
}

export function useDeleteEvent() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteEvent, onSuccess: () => refreshEvents(queryClient) });
}
