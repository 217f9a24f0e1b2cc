import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ActionInput } from '@app/contracts/registry';
import { callAction } from '../../../lib/api-client.ts';
import { sessionKeys } from '../../../shared/session/session-keys.ts';
import { settingsKeys } from './settings-keys.ts';

/** The password and a code (or a recovery code) turn two-factor sign-in off. */
export const disableTwoFactor = (input: ActionInput<'twofactordisable'>) =>
  callAction('twofactordisable', input);

export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disableTwoFactor,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: settingsKeys.all });
      await queryClient.invalidateQueries({ queryKey: sessionKeys.user() });
    },
  });
}
