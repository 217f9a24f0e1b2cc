import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callActionOrThrow } from '../../../lib/api-client.ts';
import { topicKeys } from './topic-keys.ts';

export async function moveTopicImage(move: { id: number; index: number; to: number }) {
  return (await callActionOrThrow('movetopicimage', move)).images;
}

export function useMoveTopicImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moveTopicImage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: topicKeys.all }),
  });
}
