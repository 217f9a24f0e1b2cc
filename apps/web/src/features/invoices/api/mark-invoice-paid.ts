import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ActionResponse } from '@app/contracts/registry';
import { callActionOrThrow } from '../../../lib/api-client.ts';
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
    mutationFn: markInvoicePaid,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invoicesKeys.all }),
  });
}
