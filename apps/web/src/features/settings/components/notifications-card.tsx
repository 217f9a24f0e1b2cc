import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../../../shared/errors/error-message.ts';
import {
  useChangeNotificationSetting,
  type NotificationType,
} from '../api/change-notification-setting.ts';
import { ErrorMessage, SettingsCard } from './settings-card.tsx';
import { Switch } from './switch.tsx';

interface NotificationsCardProps {
  messages: boolean;
  newsletter: boolean;
  onSaved: () => void;
}

/** E-mail notifications for new messages and the newsletter, each saved when switched. */
export function NotificationsCard({ messages, newsletter, onSaved }: NotificationsCardProps) {
  const { t } = useTranslation();
  const mutation = useChangeNotificationSetting();
  // Shown at once on the click; put back if the server refuses. The switches stay enabled while
  // a change is saved (a disabled control drops the keyboard focus): changes are saved in turn
  // (the mutation's scope) and each success is toasted once.
  const [shown, setShown] = useState({ message: messages, newslet: newsletter });
  const change = (type: NotificationType, on: boolean) => {
    setShown((current) => ({ ...current, [type]: on }));
    void mutation
      .mutateAsync({ type, on })
      .then(onSaved, () => setShown((current) => ({ ...current, [type]: !on })));
  };

  return (
    <SettingsCard
      title={t('settings.notifications.title')}
      description={t('settings.notifications.text')}
      testId="settings-notifications"
    >
      <Switch
        label={t('settings.notifications.messages')}
        hint={t('settings.notifications.messagesHint')}
        checked={shown.message}
        onChange={(on) => change('message', on)}
      />
      <Switch
        label={t('settings.notifications.newsletter')}
        hint={t('settings.notifications.newsletterHint')}
        checked={shown.newslet}
        onChange={(on) => change('newslet', on)}
      />
      <ErrorMessage text={mutation.isError ? t(errorMessageKey(mutation.error)) : null} />
    </SettingsCard>
  );
}
