import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ActionInput } from '@app/contracts/registry';
import { callAction } from '../../../lib/api-client.ts';
import { settingsKeys } from './settings-keys.ts';

/** Ten new recovery codes replace the old; the password and a code confirm it. */
export const renewRecoveryCodes = (input: ActionInput<'recoverycodes'>) =>
  callAction('recoverycodes', input);

export function useRenewRecoveryCodes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renewRecoveryCodes,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKeys.all }),
  });
}
