import { useMutation } from '@tanstack/react-query';
import { callAction } from '../../../lib/api-client.ts';

/** Asks for a reset link; the server answers the same whether or not the address is known. */
export const requestPasswordReset = (email: string) =>
  callAction('forgotpassword', { semail: email });

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
