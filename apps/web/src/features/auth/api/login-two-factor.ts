import { useMutation } from '@tanstack/react-query';
import { callAction } from '../../../lib/api-client.ts';

/** The second step of a sign-in: a code of the app or a recovery code answers the challenge. */
export const loginTwoFactor = (code: string) => callAction('logintwofactor', { code });

export function useLoginTwoFactor() {
  return useMutation({ mutationFn: loginTwoFactor });
}
