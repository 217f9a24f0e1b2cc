import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callAction } from '../../../lib/api-client.ts';
import { settingsKeys } from './settings-keys.ts';

/**
 * Follows an e-mail's link to stop a kind of e-mail (no sign-in needed). Asked for by a button,
 * never as the page opens: mail scanners open links, and only a person's click should unsubscribe.
 */
export function useUnsubscribe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => callAction('unsubscribe', { token }),
    onSuccess: async (result) => {
      // A signed-in reader's settings now show the switch off.
      if (result.status) await queryClient.invalidateQueries({ queryKey: settingsKeys.settings() });
    },
  });
}
