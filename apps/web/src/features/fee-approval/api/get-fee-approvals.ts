import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ActionResponse } from '@app/contracts/registry';
import { callActionOrThrow } from '../../../lib/api-client.ts';
import { feeApprovalKeys } from './fee-approval-keys.ts';

export type FeeApprovals = ActionResponse<'feeapprovals'>;
export type WaitingBooking = FeeApprovals['list'][number];

export function getFeeApprovals(): Promise<FeeApprovals> {
  return callActionOrThrow('feeapprovals', {});
}

export const feeApprovalsQueryOptions = () =>
  queryOptions({
    meta: { reads: ['feeapprovals'] },
    queryKey: feeApprovalKeys.waiting(),
    queryFn: getFeeApprovals,
    staleTime: 0,
  });

/** The active company's bookings awaiting fee approval. */
export function useFeeApprovals() {
  return useQuery(feeApprovalsQueryOptions());
}
