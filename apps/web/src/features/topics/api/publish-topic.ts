import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callActionOrThrow } from '../../../lib/api-client.ts';
import { topicKeys } from './topic-keys.ts';

export async function publishTopic({ id, publish }: { id: number; publish: boolean }) {
  const result = await callActionOrThrow('publishtopic', { id, publish });
  return result.topic;
}

export function usePublishTopic() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: publishTopic,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: topicKeys.all }),
  });
}
