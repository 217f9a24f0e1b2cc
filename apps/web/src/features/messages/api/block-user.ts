import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callActionOrThrow } from '../../../lib/api-client.ts';
import { useRefreshCounts } from '../../notifications/index.ts';
import { messageKeys } from './message-keys.ts';

export async function blockUser(userId: number, block: boolean): Promise<boolean> {
  const result = await callActionOrThrow('blockuser', { userId, block });
  return result.blocked;
}

/** Blocks or unblocks the other person; their thread and the inbox are asked again. */
export function useBlockUser() {
  const queryClient = useQueryClient();
  const refreshCounts = useRefreshCounts();
  return useMutation({
    mutationFn: ({ userId, block }: { userId: number; block: boolean }) => blockUser(userId, block),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: messageKeys.all }),
        refreshCounts(),
      ]);
    },
  });
}
