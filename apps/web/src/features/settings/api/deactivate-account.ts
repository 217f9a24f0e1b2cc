import { useMutation } from '@tanstack/react-query';
import { callAction } from '../../../lib/api-client.ts';

export const deactivateAccount = (password: string) =>
  callAction('deactivateaccount', { pass: password });

export function useDeactivateAccount() {
  return useMutation({ mutationFn: deactivateAccount });
}
