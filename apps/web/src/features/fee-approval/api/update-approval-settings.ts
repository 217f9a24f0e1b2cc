import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ActionInput, ActionResponse } from '@app/contracts/registry';
import { callActionOrThrow } from '../../../lib/api-client.ts';
import { feeApprovalKeys } from './fee-approval-keys.ts';

export type ApprovalSettingsInput = ActionInput<'updatefeeapprovalsettings'>;

export function updateApprovalSettings(
  input: ApprovalSettingsInput,
): Promise<ActionResponse<'updatefeeapprovalsettings'>> {
  return callActionOrThrow('updatefeeapprovalsettings', input);
}

/** The admin changes the rules; the settings and the reasons shown on waiting bookings follow. */
export function useUpdateApprovalSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateApprovalSettings,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: feeApprovalKeys.all }),
  });
}
