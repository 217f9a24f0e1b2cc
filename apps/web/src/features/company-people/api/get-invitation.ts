import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ActionResponse } from '@app/contracts/registry';
import { callActionOrThrow } from '../../../lib/api-client.ts';
import { companyPeopleKeys } from './company-people-keys.ts';

export type InvitationOffer = ActionResponse<'companyinvitation'>;

export function getInvitation(token: string): Promise<InvitationOffer> {
  return callActionOrThrow('companyinvitation', { token });
}

export const invitationQueryOptions = (token: string) =>
  queryOptions({
    queryKey: companyPeopleKeys.invitation(token),
    queryFn: () => getInvitation(token),
    retry: false,
  });

/** What an invitation link offers, or invitation_invalid. */
export function useInvitation(token: string) {
  return useQuery(invitationQueryOptions(token));
}
