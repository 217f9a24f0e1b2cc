import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callActionOrThrow } from '../../../lib/api-client.ts';
import { settingsQueryKey, type Settings } from './get-settings.ts';

/** `joinedcompanies`: whether the companies the user works for can see the profile. */
export async function changeProfileVisibility(isVisible: boolean) {
  const result = await callActionOrThrow('joinedcompanies', { status: isVisible });
  return result;
}

export function useChangeProfileVisibility() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeProfileVisibility,
    onSuccess: (_result, isVisible) => {
      queryClient.setQueryData<Settings>(settingsQueryKey, (settings) =>
        settings ? { ...settings, profileVisibility: isVisible ? '1' : '0' } : settings,
      );
    },
  });
}
