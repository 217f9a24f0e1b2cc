import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ActionInput, ActionResponse } from '@app/contracts/registry';
import { callActionOrThrow } from '../../../lib/api-client.ts';
import { billingKeys } from './billing-keys.ts';

export type BillingDetailsFormInput = ActionInput<'saveMyBillingDetails'>;

export function saveMyBillingDetails(
  input: BillingDetailsFormInput,
): Promise<ActionResponse<'saveMyBillingDetails'>> {
  return callActionOrThrow('saveMyBillingDetails', input);
}

/** Saves the caller's own details; a provider's regime may change their VAT rate (profile). */
export function useSaveMyBillingDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveMyBillingDetails,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: billingKeys.all }),
  });
}
