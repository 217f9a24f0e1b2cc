import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ActionInput, ActionResponse } from '@app/contracts/registry';
import { callActionOrThrow } from '../../../lib/api-client.ts';

export function createCompany(
  input: ActionInput<'createcompany'>,
): Promise<ActionResponse<'createcompany'>> {
  return callActionOrThrow('createcompany', input);
}

/** A signed-in person's new company, which they now work in: everything is read again for it. */
export function useCreateCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCompany,
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
