import { useMutation } from '@tanstack/react-query';
import { callAction } from '../../../lib/api-client.ts';

export const eraseAccount = (password: string) => callAction('eraseaccount', { pass: password });

export function useEraseAccount() {
  return useMutation({ mutationFn: eraseAccount });
}
