import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ActionResponse } from '@app/contracts/registry';
import { callActionOrThrow } from '../../../lib/api-client.ts';
import { purchaseOrdersKeys } from './purchase-orders-keys.ts';

export type PurchaseOrderDetail = ActionResponse<'purchaseOrderDetail'>['purchaseOrder'];

export async function getPurchaseOrderDetail(id: number): Promise<PurchaseOrderDetail> {
  return (await callActionOrThrow('purchaseOrderDetail', { id })).purchaseOrder;
}

export const purchaseOrderDetailQueryOptions = (id: number) =>
  queryOptions({
    queryKey: purchaseOrdersKeys.detail(id),
    queryFn: () => getPurchaseOrderDetail(id),
  });

/** One purchase order with its lines, history, buttons and the invoice that quotes it. */
export function usePurchaseOrderDetail(id: number) {
  return useQuery(purchaseOrderDetailQueryOptions(id));
}
