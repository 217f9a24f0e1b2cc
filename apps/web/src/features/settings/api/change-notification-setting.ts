import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ActionRequest } from '@app/contracts/registry';
import { callActionOrThrow } from '../../../lib/api-client.ts';
import type { Settings } from './get-settings.ts';
import { settingsKeys } from './settings-keys.ts';

export type NotificationType = ActionRequest<'changeNotificationSetting'>['type'];

export async function changeNotificationSetting(input: { type: NotificationType; on: boolean }) {
  const result = await callActionOrThrow('changeNotificationSetting', {
    type: input.type,
    setting: input.on,
  });
  return result;
}

export function useChangeNotificationSetting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeNotificationSetting,
    // One change after the other, in the order made: the last one the user made is what stays.
    scope: { id: 'change-notification-setting' },
    onSuccess: (_result, input) => {
      const flag = input.on ? '1' : '0';
      queryClient.setQueryData<Settings>(settingsKeys.settings(), (settings) =>
        settings
          ? input.type === 'message'
            ? { ...settings, messageNotif: flag }
            : { ...settings, newsletterNotif: flag }
          : settings,
      );
    },
  });
}
