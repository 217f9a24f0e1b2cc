import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { actions } from '@app/contracts/registry';
import { SubmitButton } from '../../../shared/forms/submit-button.tsx';
import { useContractForm } from '../../../shared/forms/use-contract-form.ts';
import { useChangeServiceType, type ServiceType } from '../api/change-service-type.ts';
import { ErrorMessage, SettingsCard } from './settings-card.tsx';

const choices: readonly ServiceType[] = ['provider', 'seeker'];

/** Provider or seeker: one radio group, so the two can never both be chosen; Save sends it. */
export function RoleCard({ current, onSaved }: { current: ServiceType; onSaved: () => void }) {
  const { t } = useTranslation();
  const [choice, setChoice] = useState<ServiceType>(current);
  const mutation = useChangeServiceType();
  const form = useContractForm({ schema: actions.serviceType.request, mutation });

  const onSubmit = form.onSubmit(
    () => ({ Provider: choice === 'provider', Seeker: choice === 'seeker' }),
    async () => {
      await mutation.mutateAsync(choice);
      onSaved();
    },
  );

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
        <ErrorMessage text={form.formError} />
        <SubmitButton
          isPending={form.isPending}
          isDisabled={choice === current}
          label={t('settings.role.save')}
          pendingLabel={t('settings.saving')}
        />
      </form>
    </SettingsCard>
  );
}
