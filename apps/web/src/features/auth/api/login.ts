import { useMutation } from '@tanstack/react-query';
import type { ActionInput } from '@app/contracts/registry';
import { callAction } from '../../../lib/api-client.ts';

export type LoginInput = ActionInput<'login'>;

export const login = (input: LoginInput) => callAction('login', input);

export function useLogin() {
  return useMutation({ mutationFn: login });
}
