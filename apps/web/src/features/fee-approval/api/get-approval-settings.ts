import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ActionResponse } from '@app/contracts/registry';
import { callActionOrThrow } from '../../../lib/api-client.ts';
import { feeApprovalKeys } from './fee-approval-keys.ts';

export type ApprovalSettings = ActionResponse<'feeapprovalsettings'>;

export function getApprovalSettings(): Promise<ApprovalSettings> {
  return callActionOrThrow('feeapprovalsettings', {});
}

export const approvalSettingsQueryOptions = () =>
  queryOptions({ queryKey: feeApprovalKeys.settings(), queryFn: getApprovalSettings });

/** The active company's fee-approval rules, and whether the caller may change them. */
export function useApprovalSettings() {
  return useQuery(approvalSettingsQueryOptions());
}
