import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ActionInput, ActionResponse } from '@app/contracts/registry';
import { callActionOrThrow } from '../../../lib/api-client.ts';
import { purchaseOrdersKeys } from './purchase-orders-keys.ts';

export function issuePurchaseOrder(
  input: ActionInput<'issuePurchaseOrder'>,
): Promise<ActionResponse<'issuePurchaseOrder'>> {
  return callActionOrThrow('issuePurchaseOrder', input);
}

/** Issues a booking's purchase order; the booking's panel and the lists follow. */
export function useIssuePurchaseOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { action: 'issuePurchaseOrder' },
    mutationFn: issuePurchaseOrder,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: purchaseOrdersKeys.all }),
  });
}
