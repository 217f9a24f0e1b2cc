import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../../../shared/errors/error-message.ts';
import { useChangeProfileType, type ProfileType } from '../api/change-profile-type.ts';
import { ErrorMessage, SettingsCard } from './settings-card.tsx';

const choices: readonly ProfileType[] = ['indprofile', 'compprofile'];

/** Individual or provider company; a choice is saved as soon as it is made. */
export function ProfileTypeCard({
  current,
  onSaved,
}: {
  current: ProfileType;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const mutation = useChangeProfileType();
  // Set at once on the click (a controlled radio must not wait for the request to look chosen).
  // Enabled while saving, so the chosen radio keeps the focus; choices are saved in turn.
  const [shown, setShown] = useState(current);
  const choose = (value: ProfileType) => {
    setShown(value);
    void mutation.mutateAsync(value).then(onSaved, () => setShown(current));
  };
  return (
    <SettingsCard
      title={t('settings.profileType.title')}
      description={t('settings.profileType.text')}
      testId="settings-profile-type"
    >
      <fieldset className="settings-choices" aria-busy={mutation.isPending}>
        <legend className="visually-hidden">{t('settings.profileType.title')}</legend>
        {choices.map((value) => (
          <label key={value} className="settings-choice">
            <input
              type="radio"
              name="profileType"
              value={value}
              checked={shown === value}
              onChange={() => choose(value)}
            />
            <span className="settings-choice-name">{t(`settings.profileType.${value}`)}</span>
            <span className="settings-choice-hint">{t(`settings.profileType.${value}Hint`)}</span>
          </label>
        ))}
      </fieldset>
      <ErrorMessage text={mutation.isError ? t(errorMessageKey(mutation.error)) : null} />
    </SettingsCard>
  );
}
