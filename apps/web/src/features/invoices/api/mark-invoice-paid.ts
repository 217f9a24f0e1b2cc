import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ActionResponse } from '@app/contracts/registry';
import { callActionOrThrow } from '../../../lib/api-client.ts';
import { purchaseOrdersKeys } from '../../purchase-orders/index.ts';
import { invoicesKeys } from './invoices-keys.ts';

export function markInvoicePaid(input: {
  id: number;
  paidOn: string;
}): Promise<ActionResponse<'markInvoicePaid'>> {
  return callActionOrThrow('markInvoicePaid', input);
}

export function useMarkInvoicePaid() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { action: 'markInvoicePaid' },
    mutationFn: markInvoicePaid,
    // The invoice moves its purchase order too (invoiced, closed or cancelled).
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: invoicesKeys.all }),
        queryClient.invalidateQueries({ queryKey: purchaseOrdersKeys.all }),
      ]),
  });
}
