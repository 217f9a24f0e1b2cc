import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callActionOrThrow } from '../../../lib/api-client.ts';
import type { Settings } from './get-settings.ts';
import { settingsKeys } from './settings-keys.ts';

/** `joinedcompanies`: whether the companies the user works for can see the profile. */
export async function changeProfileVisibility(isVisible: boolean) {
  const result = await callActionOrThrow('joinedcompanies', { status: isVisible });
  return result;
}

export function useChangeProfileVisibility() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeProfileVisibility,
    // One change after the other, in the order made: the last one the user made is what stays.
    scope: { id: 'change-profile-visibility' },
    onSuccess: (_result, isVisible) => {
      queryClient.setQueryData<Settings>(settingsKeys.settings(), (settings) =>
        settings ? { ...settings, profileVisibility: isVisible ? '1' : '0' } : settings,
      );
    },
  });
}
