import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../../../shared/errors/error-message.ts';
import { useChangeServiceType, type ServiceType } from '../api/change-service-type.ts';
import { ErrorMessage, SettingsCard } from './settings-card.tsx';

const choices: readonly ServiceType[] = ['provider', 'seeker'];

/** Provider or seeker: one radio group, so the two can never both be chosen; Save sends it. */
export function RoleCard({ current, onSaved }: { current: ServiceType; onSaved: () => void }) {
  const { t } = useTranslation();
  const [choice, setChoice] = useState<ServiceType>(current);
  const mutation = useChangeServiceType();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    mutation.mutate(choice, { onSuccess: onSaved });
  };

  return (
    <SettingsCard
      title={t('settings.role.title')}
      description={t('settings.role.text')}
      testId="settings-role"
    >
      <form onSubmit={onSubmit} noValidate>
        <fieldset className="settings-choices">
          <legend className="visually-hidden">{t('settings.role.title')}</legend>
          {choices.map((value) => (
            <label key={value} className="settings-choice">
              <input
                type="radio"
                name="serviceType"
                value={value}
                checked={choice === value}
                onChange={() => setChoice(value)}
              />
              <span className="settings-choice-name">{t(`settings.role.${value}`)}</span>
              <span className="settings-choice-hint">{t(`settings.role.${value}Hint`)}</span>
            </label>
          ))}
        </fieldset>
        <ErrorMessage text={mutation.isError ? t(errorMessageKey(mutation.error)) : null} />
        <button
          type="submit"
          className="btn btn-primary"
          disabled={mutation.isPending || choice === current}
        >
          {mutation.isPending ? t('settings.saving') : t('settings.role.save')}
        </button>
      </form>
    </SettingsCard>
  );
}
