import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ActionInput } from '@app/contracts/registry';
import { callActionOrThrow } from '../../../lib/api-client.ts';
import { companyTrainerKeys } from './company-trainer-keys.ts';

/** Approves a provider (by username) or an address; `added` is false when listed already. */
export async function addCompanyTrainer(input: ActionInput<'addcompanytrainer'>) {
  return callActionOrThrow('addcompanytrainer', input);
}

export function useAddCompanyTrainer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addCompanyTrainer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companyTrainerKeys.all }),
  });
}
