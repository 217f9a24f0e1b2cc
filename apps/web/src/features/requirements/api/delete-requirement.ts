import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callActionOrThrow } from '../../../lib/api-client.ts';
import { requirementKeys } from './requirement-keys.ts';

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
      queryClient.removeQueries({ queryKey: requirementKeys.details() });
      await queryClient.invalidateQueries({ queryKey: requirementKeys.lists() });
    },
  });
}
