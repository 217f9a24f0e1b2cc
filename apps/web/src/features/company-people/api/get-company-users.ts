import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ActionResponse } from '@app/contracts/registry';
import { callActionOrThrow } from '../../../lib/api-client.ts';
import { companyPeopleKeys } from './company-people-keys.ts';

export type CompanyUsers = ActionResponse<'companyusers'>;
export type StaffMember = CompanyUsers['members'][number];
export type PendingInvitation = CompanyUsers['invitations'][number];
export type JoinRequest = CompanyUsers['joinRequests'][number];

export function getCompanyUsers(): Promise<CompanyUsers> {
  return callActionOrThrow('companyusers', {});
}

export const companyUsersQueryOptions = () =>
  queryOptions({ queryKey: companyPeopleKeys.staff(), queryFn: getCompanyUsers });

/** The active company's staff, pending invitations and requests to join (admins only). */
export function useCompanyUsers() {
  return useQuery(companyUsersQueryOptions());
}
