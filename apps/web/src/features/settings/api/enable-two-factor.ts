import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callAction } from '../../../lib/api-client.ts';
import { sessionKeys } from '../../../shared/session/session-keys.ts';
import { settingsKeys } from './settings-keys.ts';

/** A first code confirms the secret; answers the recovery codes, this once. */
export const enableTwoFactor = (code: string) => callAction('twofactorenable', { code });

export function useEnableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: enableTwoFactor,
    onSuccess: async () => {
      // The status, the sessions (this one passed the second factor) and the log changed.
      await queryClient.invalidateQueries({ queryKey: settingsKeys.all });
      await queryClient.invalidateQueries({ queryKey: sessionKeys.user() });
    },
  });
}
