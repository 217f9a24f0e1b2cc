import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ActionRequest } from '@app/contracts/registry';
import { callActionOrThrow } from '../../../lib/api-client.ts';
import { settingsQueryKey, type Settings } from './get-settings.ts';

export type ProfileType = ActionRequest<'profileType'>['type'];

export async function changeProfileType(type: ProfileType) {
  const result = await callActionOrThrow('profileType', { type });
  return result;
}

export function useChangeProfileType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeProfileType,
    onSuccess: (_result, type) => {
      queryClient.setQueryData<Settings>(settingsQueryKey, (settings) =>
        settings ? { ...settings, profileType: type } : settings,
      );
    },
  });
}
