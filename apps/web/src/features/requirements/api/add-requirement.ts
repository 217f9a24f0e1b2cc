import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ActionInput } from '@app/contracts/registry';
import { callActionOrThrow } from '../../../lib/api-client.ts';
import { requirementKeys } from './requirement-keys.ts';

export type NewRequirementInput = ActionInput<'addrequirement'>;

export async function addRequirement(input: NewRequirementInput) {
  const result = await callActionOrThrow('addrequirement', input);
  return result.requirement;
}

export function useAddRequirement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addRequirement,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: requirementKeys.all }),
  });
}
