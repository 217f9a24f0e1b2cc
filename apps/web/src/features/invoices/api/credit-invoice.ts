import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ActionResponse } from '@app/contracts/registry';
import { callActionOrThrow } from '../../../lib/api-client.ts';
import { purchaseOrdersKeys } from '../../purchase-orders/index.ts';
import { invoicesKeys } from './invoices-keys.ts';

export function creditInvoice(input: {
  id: number;
  reason: string;
}): Promise<ActionResponse<'creditInvoice'>> {
  return callActionOrThrow('creditInvoice', input);
}

export function useCreditInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { action: 'creditInvoice' },
    mutationFn: creditInvoice,
    // The invoice moves its purchase order too (invoiced, closed or cancelled).
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: invoicesKeys.all }),
        queryClient.invalidateQueries({ queryKey: purchaseOrdersKeys.all }),
      ]),
  });
}
