import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { serviceTypes } from '@app/contracts/actions/account';
import { callActionOrThrow } from '../../../lib/api-client.ts';
import type { Settings } from './get-settings.ts';
import { settingsKeys } from './settings-keys.ts';

export type ServiceType = (typeof serviceTypes)[number];

/** The contract's two booleans, exactly one of them true. */
export async function changeServiceType(type: ServiceType) {
  const result = await callActionOrThrow('serviceType', {
    Provider: type === 'provider',
    Seeker: type === 'seeker',
  });
  return result;
}

export function useChangeServiceType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeServiceType,
    onSuccess: (_result, type) => {
      queryClient.setQueryData<Settings>(settingsKeys.settings(), (settings) =>
        settings ? { ...settings, serviceType: type } : settings,
      );
    },
  });
}
