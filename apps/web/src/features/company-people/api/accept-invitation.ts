import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ActionResponse } from '@app/contracts/registry';
import { callActionOrThrow } from '../../../lib/api-client.ts';

export function acceptInvitation(
  token: string,
): Promise<ActionResponse<'acceptcompanyinvitation'>> {
  return callActionOrThrow('acceptcompanyinvitation', { token });
}

/**
 * Accepts an invitation: the user joins the company and works in it from now on, so everything
 * read for the session (company, menus, counts) is read again.
 */
export function useAcceptInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptInvitation,
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
