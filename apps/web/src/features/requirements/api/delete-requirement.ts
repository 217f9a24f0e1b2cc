import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callActionOrThrow } from '../../../lib/api-client.ts';
import { myRequirementsKey, requirementDetailKey } from './requirement-keys.ts';

export async function deleteRequirement(id: number) {
  await callActionOrThrow('deleterequirement', { id });
  return id;
}

export function useDeleteRequirement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRequirement,
    onSuccess: async () => {
      // The deleted page must not be fetched again while the list refreshes.
      queryClient.removeQueries({ queryKey: requirementDetailKey });
      await queryClient.invalidateQueries({ queryKey: myRequirementsKey });
    },
  });
}
