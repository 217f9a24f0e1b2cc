import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callActionOrThrow } from '../../../lib/api-client.ts';
import { eventKeys } from './event-keys.ts';

export async function removeEventImage(input: { id: number; index: number }) {
  return (await callActionOrThrow('removeeventimage', input)).images;
}

export function useRemoveEventImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeEventImage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventKeys.all }),
  });
}
