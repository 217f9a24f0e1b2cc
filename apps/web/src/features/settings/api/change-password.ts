import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ActionInput } from '@app/contracts/registry';
import { callAction } from '../../../lib/api-client.ts';
import { settingsKeys } from './settings-keys.ts';

export type ChangePasswordInput = ActionInput<'changepassword'>;

/** Resolves to the success or the business failure: the form shows the failure's message. */
export const changePassword = (input: ChangePasswordInput) => callAction('changepassword', input);

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    // Every other session ends with a new password: the sessions and the log must say so.
    onSettled: () => queryClient.invalidateQueries({ queryKey: settingsKeys.lists() }),
  });
}
