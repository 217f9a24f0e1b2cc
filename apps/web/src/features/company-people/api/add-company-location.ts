import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ActionInput, ActionResponse } from '@app/contracts/registry';
import { callActionOrThrow } from '../../../lib/api-client.ts';

export type AddCompanyLocationInput = ActionInput<'addcompanylocation'>;

export function addCompanyLocation(
  input: AddCompanyLocationInput,
): Promise<ActionResponse<'addcompanylocation'>> {
  return callActionOrThrow('addcompanylocation', input);
}

/** A new location; the company switcher's list (session) changes with it. */
export function useAddCompanyLocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addCompanyLocation,
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
