import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../../../shared/errors/error-message.ts';
import { useChangeProfileVisibility } from '../api/change-profile-visibility.ts';
import { ErrorMessage, SettingsCard } from './settings-card.tsx';

interface VisibilityCardProps {
  isVisible: boolean;
  companies: number;
  onSaved: () => void;
}

/** Only for providers associated with companies: may those companies see the profile? */
export function VisibilityCard({ isVisible, companies, onSaved }: VisibilityCardProps) {
  const { t } = useTranslation();
  const mutation = useChangeProfileVisibility();
  const [checked, setChecked] = useState(isVisible);
  // Enabled while saving, so it keeps the focus; changes are saved in turn, each toasted once.
  const change = (visible: boolean) => {
    setChecked(visible);
    void mutation.mutateAsync(visible).then(onSaved, () => setChecked(!visible));
  };
  return (
    <SettingsCard
      title={t('settings.visibility.title')}
      description={t('settings.visibility.text', { number: companies })}
      testId="settings-visibility"
    >
      <label className="checkbox settings-checkbox">
        <input
          type="checkbox"
          checked={checked}
          onChange={(event) => change(event.target.checked)}
        />
        {t('settings.visibility.label')}
      </label>
      <ErrorMessage text={mutation.isError ? t(errorMessageKey(mutation.error)) : null} />
    </SettingsCard>
  );
}
