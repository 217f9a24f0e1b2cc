import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ActionInput } from '@app/contracts/registry';
import { callAction } from '../../../lib/api-client.ts';
import { sessionKeys } from '../../../shared/session/session-keys.ts';
import { settingsKeys } from './settings-keys.ts';

export type ChangeEmailInput = ActionInput<'changeemail'>;

/** Resolves to the success or the business failure: the form shows the failure's message. */
export const changeEmail = (input: ChangeEmailInput) => callAction('changeemail', input);

export function useChangeEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeEmail,
    // The session's user now has an address waiting for confirmation.
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: sessionKeys.user() });
      await queryClient.invalidateQueries({ queryKey: settingsKeys.securityLog() });
    },
  });
}
