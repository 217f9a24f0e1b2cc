import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { isFailure } from '../../../lib/api-client.ts';
import { actions } from '@app/contracts/registry';
import { FormField } from '../../../shared/forms/form-field.tsx';
import { SubmitButton } from '../../../shared/forms/submit-button.tsx';
import { useContractForm } from '../../../shared/forms/use-contract-form.ts';
import { useDeactivateAccount } from '../api/deactivate-account.ts';
import { ErrorMessage, SettingsCard } from './settings-card.tsx';

/** Deactivation asks for the password with the product's prompt; on success the session is gone. */
export function DeactivateCard({ onDeactivated }: { onDeactivated: () => void }) {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  return (
    <SettingsCard
      title={t('settings.deactivate.title')}
      description={t('settings.deactivate.text')}
      testId="settings-deactivate"
      tone="danger"
    >
      <button type="button" className="btn settings-btn-danger" onClick={() => setIsOpen(true)}>
        {t('settings.deactivate.button')}
      </button>
      {isOpen ? (
        <DeactivateDialog onClose={() => setIsOpen(false)} onDeactivated={onDeactivated} />
      ) : null}
    </SettingsCard>
  );
}

function DeactivateDialog({
  onClose,
  onDeactivated,
}: {
  onClose: () => void;
  onDeactivated: () => void;
}) {
  const { t } = useTranslation();
  const passwordId = useId();
  const messageId = useId();
  const [password, setPassword] = useState('');
  const mutation = useDeactivateAccount();
  const form = useContractForm({ schema: actions.deactivateaccount.request, mutation });
  // One message under the field, whatever went wrong.
  const message = form.problems.pass ? t(form.problems.pass) : form.formError;

  const onSubmit = form.onSubmit(
    () => ({ pass: password }),
    async () => {
      const result = await mutation.mutateAsync(password);
      if (isFailure(result)) setPassword('');
      else onDeactivated();
      return result;
    },
  );

  const isDone = mutation.isSuccess && !isFailure(mutation.data);
  return (
    <Dialog
      title={t('settings.deactivate.title')}
      description={t('settings.deactivate.prompt')}
      closeLabel={t('app.close')}
      onClose={onClose}
      size="sm"
      testId="deactivate-dialog"
    >
      <form noValidate onSubmit={onSubmit}>
        <FormField id={passwordId} label={t('settings.deactivate.password')}>
          {(control) => (
            <input
              {...control}
              className="input"
              type="password"
              name="pass"
              autoComplete="current-password"
              data-autofocus
              value={password}
              aria-invalid={message !== null}
              aria-describedby={message ? messageId : undefined}
              onChange={(event) => setPassword(event.target.value)}
            />
          )}
        </FormField>
        <div id={messageId}>
          <ErrorMessage text={message} testId="deactivate-message" />
        </div>
        <div className="dialog-actions">
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            {t('settings.deactivate.cancel')}
          </button>
          <SubmitButton
            isPending={form.isPending}
            isDisabled={isDone}
            label={t('settings.deactivate.ok')}
            className="btn settings-btn-danger"
          />
        </div>
      </form>
    </Dialog>
  );
}
