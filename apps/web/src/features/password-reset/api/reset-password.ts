import { useMutation } from '@tanstack/react-query';
import type { ActionInput } from '@app/contracts/registry';
import { callAction } from '../../../lib/api-client.ts';

export type ResetPasswordInput = ActionInput<'resetpassword'>;

export const resetPassword = (input: ResetPasswordInput) => callAction('resetpassword', input);

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
