import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ActionInput, ActionResponse } from '@app/contracts/registry';
import { callActionOrThrow } from '../../../lib/api-client.ts';
import { purchaseOrdersKeys } from './purchase-orders-keys.ts';

export type CompanyPurchaseOrders = ActionResponse<'companyPurchaseOrders'>;
export type CompanyOrdersParams = Pick<ActionInput<'companyPurchaseOrders'>, 'state' | 'location'>;

export function getCompanyPurchaseOrders(
  params: CompanyOrdersParams,
): Promise<CompanyPurchaseOrders> {
  return callActionOrThrow('companyPurchaseOrders', params);
}

export const companyPurchaseOrdersQueryOptions = (params: CompanyOrdersParams) =>
  queryOptions({
    queryKey: purchaseOrdersKeys.list({ side: 'company', ...params }),
    queryFn: () => getCompanyPurchaseOrders(params),
    placeholderData: keepPreviousData,
  });

/** The purchase orders of the caller's company (or of one or all of its group's locations). */
export function useCompanyPurchaseOrders(params: CompanyOrdersParams, enabled = true) {
  return useQuery({ ...companyPurchaseOrdersQueryOptions(params), enabled });
}
