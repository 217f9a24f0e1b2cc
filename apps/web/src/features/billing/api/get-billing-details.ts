import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ActionResponse } from '@app/contracts/registry';
import { callActionOrThrow } from '../../../lib/api-client.ts';
import { billingKeys } from './billing-keys.ts';

export type BillingDetailsReply = ActionResponse<'getBillingDetails'>;
export type OwnBilling = BillingDetailsReply['mine'];
export type CompanyBilling = NonNullable<BillingDetailsReply['company']>;

export function getBillingDetails(): Promise<BillingDetailsReply> {
  return callActionOrThrow('getBillingDetails', {});
}

export const billingDetailsQueryOptions = () =>
  queryOptions({ queryKey: billingKeys.details(), queryFn: getBillingDetails });

/** The caller's own billing details and, for company staff, the active company's. */
export function useBillingDetails() {
  return useQuery(billingDetailsQueryOptions());
}
