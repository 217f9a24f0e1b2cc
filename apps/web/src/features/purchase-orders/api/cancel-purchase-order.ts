import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ActionInput, ActionResponse } from '@app/contracts/registry';
import { callActionOrThrow } from '../../../lib/api-client.ts';
import { purchaseOrdersKeys } from './purchase-orders-keys.ts';

export function cancelPurchaseOrder(
  input: ActionInput<'cancelPurchaseOrder'>,
): Promise<ActionResponse<'cancelPurchaseOrder'>> {
  return callActionOrThrow('cancelPurchaseOrder', input);
}

/** The buying company's staff cancel an order with a reason; the order and the lists follow. */
export function useCancelPurchaseOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { action: 'cancelPurchaseOrder' },
    mutationFn: cancelPurchaseOrder,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: purchaseOrdersKeys.all }),
  });
}
