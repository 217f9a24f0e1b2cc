import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ActionInput, ActionResponse } from '@app/contracts/registry';
import { callActionOrThrow } from '../../../lib/api-client.ts';
import { billingKeys } from './billing-keys.ts';

export function saveCompanyBillingDetails(
  input: ActionInput<'saveCompanyBillingDetails'>,
): Promise<ActionResponse<'saveCompanyBillingDetails'>> {
  return callActionOrThrow('saveCompanyBillingDetails', input);
}

/** The company's admin saves the active company profile's details. */
export function useSaveCompanyBillingDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCompanyBillingDetails,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: billingKeys.all }),
  });
}
