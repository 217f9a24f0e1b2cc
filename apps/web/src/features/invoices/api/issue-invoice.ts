import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ActionInput, ActionResponse } from '@app/contracts/registry';
import { callActionOrThrow } from '../../../lib/api-client.ts';
import { purchaseOrdersKeys } from '../../purchase-orders/index.ts';
import { invoicesKeys } from './invoices-keys.ts';

export function issueInvoice(
  input: ActionInput<'issueInvoice'>,
): Promise<ActionResponse<'issueInvoice'>> {
  return callActionOrThrow('issueInvoice', input);
}

export function useIssueInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { action: 'issueInvoice' },
    mutationFn: issueInvoice,
    // The invoice moves its purchase order too (invoiced, closed or cancelled).
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: invoicesKeys.all }),
        queryClient.invalidateQueries({ queryKey: purchaseOrdersKeys.all }),
      ]),
  });
}
