import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callActionOrThrow } from '../../../lib/api-client.ts';
import { topicKeys } from './topic-keys.ts';

export async function removeTopicImage({ id, index }: { id: number; index: number }) {
  const result = await callActionOrThrow('removetopicimage', { id, index });
  return result.images;
}

export function useRemoveTopicImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeTopicImage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: topicKeys.all }),
  });
}
