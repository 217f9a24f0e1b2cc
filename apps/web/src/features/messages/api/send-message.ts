import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageSubjectKind } from '@app/contracts/actions/messaging';
import type { ActionResponse } from '@app/contracts/registry';
import { callActionOrThrow } from '../../../lib/api-client.ts';
import { useRefreshCounts } from '../../notifications/index.ts';
import { messageKeys } from './message-keys.ts';

export interface SendMessageInput {
  toUser: number;
  message: string;
  /** What the conversation is about: the page the "Send a message" button was on. */
  subject?: { kind: MessageSubjectKind; id: number };
}

export function sendMessage({
  toUser,
  message,
  subject,
}: SendMessageInput): Promise<ActionResponse<'sendmessage'>> {
  return callActionOrThrow('sendmessage', {
    toUser,
    message,
    ...(subject ? { subjectType: subject.kind, subjectId: subject.id } : {}),
  });
}

/** Sends one message; the inbox and the counts follow (the thread adds it itself). */
export function useSendMessage() {
  const queryClient = useQueryClient();
  const refreshCounts = useRefreshCounts();
  return useMutation({
    mutationFn: sendMessage,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: messageKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: messageKeys.latest() }),
        refreshCounts(),
      ]);
    },
  });
}
