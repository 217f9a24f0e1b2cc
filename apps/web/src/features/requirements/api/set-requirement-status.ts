import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ActionInput } from '@app/contracts/registry';
import { callActionOrThrow } from '../../../lib/api-client.ts';
import { requirementKeys } from './requirement-keys.ts';

export type StatusChange = ActionInput<'setrequirementstatus'>;

export async function setRequirementStatus(change: StatusChange) {
  const result = await callActionOrThrow('setrequirementstatus', change);
  return result.requirement;
}

export function useSetRequirementStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setRequirementStatus,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: requirementKeys.all }),
  });
}
