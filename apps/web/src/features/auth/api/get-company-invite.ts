import { useQuery } from '@tanstack/react-query';
import type { ActionResponse } from '@app/contracts/registry';
import { callAction, isFailure } from '../../../lib/api-client.ts';
import { authKeys } from './auth-keys.ts';

export type InvitingCompany = ActionResponse<'companyInvite'>['company'];

/** The company behind an invitation link, or null when the link names none. */
export async function getCompanyInvite(slug: string): Promise<InvitingCompany | null> {
  const result = await callAction('companyInvite', { company: slug });
  return isFailure(result) ? null : result.company;
}

export function useCompanyInvite(slug: string | null) {
  return useQuery({
    queryKey: authKeys.companyInvite(slug),
    queryFn: () => getCompanyInvite(slug ?? ''),
    enabled: slug !== null && slug !== '',
    staleTime: 5 * 60_000,
    retry: false,
  });
}
