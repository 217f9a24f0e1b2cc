import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ActionInput } from '@app/contracts/registry';
import { callActionOrThrow } from '../../../lib/api-client.ts';
import { topicKeys } from './topic-keys.ts';

export type TopicInput = ActionInput<'addtopic'>;

/** Creates a draft; answers its id and url. */
export async function addTopic(fields: TopicInput) {
  const result = await callActionOrThrow('addtopic', fields);
  return result.topic;
}

export function useAddTopic() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addTopic,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: topicKeys.all }),
  });
}
