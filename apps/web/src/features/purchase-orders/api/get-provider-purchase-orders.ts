import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ActionInput, ActionResponse } from '@app/contracts/registry';
import { callActionOrThrow } from '../../../lib/api-client.ts';
import { purchaseOrdersKeys } from './purchase-orders-keys.ts';

export type ProviderPurchaseOrders = ActionResponse<'providerPurchaseOrders'>;
export type ProviderOrdersParams = Pick<ActionInput<'providerPurchaseOrders'>, 'state'>;

export function getProviderPurchaseOrders(
  params: ProviderOrdersParams,
): Promise<ProviderPurchaseOrders> {
  return callActionOrThrow('providerPurchaseOrders', params);
}

export const providerPurchaseOrdersQueryOptions = (params: ProviderOrdersParams) =>
  queryOptions({
    queryKey: purchaseOrdersKeys.list({ side: 'provider', ...params }),
    queryFn: () => getProviderPurchaseOrders(params),
    placeholderData: keepPreviousData,
  });

/** The purchase orders addressed to the signed-in provider. */
export function useProviderPurchaseOrders(params: ProviderOrdersParams, enabled = true) {
  return useQuery({ ...providerPurchaseOrdersQueryOptions(params), enabled });
}
