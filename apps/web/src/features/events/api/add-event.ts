import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ActionInput } from '@app/contracts/registry';
import { callActionOrThrow } from '../../../lib/api-client.ts';
import { eventKeys } from './event-keys.ts';

export type NewEventInput = ActionInput<'addevent'>;

export async function addEvent(input: NewEventInput) {
  return (await callActionOrThrow('addevent', input)).event;
}

export function useAddEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addEvent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventKeys.all }),
  });
}
