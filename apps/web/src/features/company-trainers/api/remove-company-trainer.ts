import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callActionOrThrow } from '../../../lib/api-client.ts';
import { companyTrainerKeys } from './company-trainer-keys.ts';

export async function removeCompanyTrainer(id: number) {
  return callActionOrThrow('removecompanytrainer', { id });
}

export function useRemoveCompanyTrainer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeCompanyTrainer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companyTrainerKeys.all }),
  });
}
