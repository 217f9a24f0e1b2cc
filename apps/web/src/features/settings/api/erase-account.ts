import { useMutation } from '@tanstack/react-query';
import { callAction, isFailure } from '../../../lib/api-client.ts';
import { endingOwnSession } from '../../../shared/live/live-stream.ts';

export const eraseAccount = (password: string) =>
  endingOwnSession(
    () => callAction('eraseaccount', { pass: password }),
    (result) => !isFailure(result),
  );

export function useEraseAccount() {
  return useMutation({ mutationFn: eraseAccount });
}
