import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callActionOrThrow } from '../../../lib/api-client.ts';
import { eventKeys } from './event-keys.ts';

export async function moveEventImage(move: { id: number; index: number; to: number }) {
  return (await callActionOrThrow('moveeventimage', move)).images;
}

export function useMoveEventImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moveEventImage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventKeys.all }),
  });
}
