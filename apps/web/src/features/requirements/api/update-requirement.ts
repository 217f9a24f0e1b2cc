import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ActionInput } from '@app/contracts/registry';
import { callActionOrThrow } from '../../../lib/api-client.ts';
import { requirementKeys } from './requirement-keys.ts';

export type ChangedRequirementInput = ActionInput<'updaterequirement'>;

export async function updateRequirement(input: ChangedRequirementInput) {
  const result = await callActionOrThrow('updaterequirement', input);
  return result.requirement;
}

export function useUpdateRequirement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRequirement,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: requirementKeys.all }),
  });
}
