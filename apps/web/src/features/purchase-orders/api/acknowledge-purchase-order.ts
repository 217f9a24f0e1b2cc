import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ActionResponse } from '@app/contracts/registry';
import { callActionOrThrow } from '../../../lib/api-client.ts';
import { purchaseOrdersKeys } from './purchase-orders-keys.ts';

export function acknowledgePurchaseOrder(
  id: number,
): Promise<ActionResponse<'acknowledgePurchaseOrder'>> {
  return callActionOrThrow('acknowledgePurchaseOrder', { id });
}

/** The provider acknowledges an order; the order and the lists follow. */
export function useAcknowledgePurchaseOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acknowledgePurchaseOrder,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: purchaseOrdersKeys.all }),
  });
}
