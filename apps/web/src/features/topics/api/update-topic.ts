import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callActionOrThrow } from '../../../lib/api-client.ts';
import type { TopicInput } from './add-topic.ts';
import { topicKeys } from './topic-keys.ts';

/** Replaces the fields of an own topic; its url stays. */
export async function updateTopic({ id, fields }: { id: number; fields: TopicInput }) {
  const result = await callActionOrThrow('updatetopic', { ...fields, id });
  return result.topic;
}

export function useUpdateTopic() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTopic,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: topicKeys.all }),
  });
}
