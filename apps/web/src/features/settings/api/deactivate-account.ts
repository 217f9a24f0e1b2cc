import { useMutation } from '@tanstack/react-query';
import { callAction, isFailure } from '../../../lib/api-client.ts';
import { endingOwnSession } from '../../../shared/live/live-stream.ts';

export const deactivateAccount = (password: string) =>
  endingOwnSession(
    () => callAction('deactivateaccount', { pass: password }),
    (result) => !isFailure(result),
  );

export function useDeactivateAccount() {
  return useMutation({ mutationFn: deactivateAccount });
}
