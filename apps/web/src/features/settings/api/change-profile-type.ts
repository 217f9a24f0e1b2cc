import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ActionRequest } from '@app/contracts/registry';
import { callActionOrThrow } from '../../../lib/api-client.ts';
import type { Settings } from './get-settings.ts';
import { settingsKeys } from './settings-keys.ts';

export type ProfileType = ActionRequest<'profileType'>['type'];

export async function changeProfileType(type: ProfileType) {
  const result = await callActionOrThrow('profileType', { type });
  return result;
}

export function useChangeProfileType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeProfileType,
    // One choice after the other, in the order made: the last one the user made is what stays.
    scope: { id: 'change-profile-type' },
    onSuccess: (_result, type) => {
      queryClient.setQueryData<Settings>(settingsKeys.settings(), (settings) =>
        settings ? { ...settings, profileType: type } : settings,
      );
    },
  });
}
