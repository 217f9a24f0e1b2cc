import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ActionRequest, ActionResponse } from '@app/contracts/registry';
import { callActionOrThrow } from '../../../lib/api-client.ts';

export type TransferCompanyAdminInput = ActionRequest<'transfercompanyadmin'>;

export function transferCompanyAdmin(
  input: TransferCompanyAdminInput,
): Promise<ActionResponse<'transfercompanyadmin'>> {
  return callActionOrThrow('transfercompanyadmin', input);
}

/**
 * Makes another member admin; the caller becomes a manager, so their session's company role (and
 * with it menus and this page) is read again along with the staff.
 */
export function useTransferCompanyAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: transferCompanyAdmin,
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
