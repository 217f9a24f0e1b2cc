import { useMutation } from '@tanstack/react-query';
import { callAction } from '../../../lib/api-client.ts';

/** Mails the confirmation link again (a few times an hour; more is answered rate_limited). */
export const resendVerification = () => callAction('resendverification', {});

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
