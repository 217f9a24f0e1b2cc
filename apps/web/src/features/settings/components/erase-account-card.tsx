import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { actions } from '@app/contracts/registry';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { isFailure } from '../../../lib/api-client.ts';
import { FormField } from '../../../shared/forms/form-field.tsx';
import { SubmitButton } from '../../../shared/forms/submit-button.tsx';
import { useContractForm } from '../../../shared/forms/use-contract-form.ts';
import { useEraseAccount } from '../api/erase-account.ts';
import { ErrorMessage, SettingsCard } from './settings-card.tsx';

/**
 * Erasing the account for good (GDPR article 17): a dialog says what goes and what the law keeps,
 * asks for the password and for the user to confirm; then the account is gone and signed out.
 */
export function EraseAccountCard({ onErased }: { onErased: () => void }) {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  return (
    <SettingsCard
      title={t('settings.erase.title')}
      description={t('settings.erase.text')}
      testId="settings-erase"
      tone="danger"
    >
      <button type="button" className="btn settings-btn-danger" onClick={() => setIsOpen(true)}>
        {t('settings.erase.button')}
      </button>
      {isOpen ? <EraseDialog onClose={() => setIsOpen(false)} onErased={onErased} /> : null}
    </SettingsCard>
  );
}

function EraseDialog({ onClose, onErased }: { onClose: () => void; onErased: () => void }) {
  const { t } = useTranslation();
  const passwordId = useId();
  const confirmId = useId();
  const messageId = useId();
  const [password, setPassword] = useState('');
  const [isConfirmed, setIsConfirmed] = useState(false);
  const mutation = useEraseAccount();
  const form = useContractForm({
    schema: actions.eraseaccount.request,
    mutation,
    ownChecks: (): Record<string, string> =>
      isConfirmed ? {} : { confirm: 'settings.erase.confirmRequired' },
  });
  const isDone = mutation.isSuccess && !isFailure(mutation.data);
  // One message under the form: the password's problem first, then the confirmation's, then
  // the answer's. Any but the confirmation's is about the password.
  const { pass: passProblem, confirm: confirmProblem } = form.problems;
  const message = passProblem
    ? t(passProblem)
    : confirmProblem
      ? t(confirmProblem)
      : form.formError;
  const isPasswordMarked = message !== null && (Boolean(passProblem) || !confirmProblem);

  const onSubmit = form.onSubmit(
    () => ({ pass: password }),
    async () => {
      const result = await mutation.mutateAsync(password);
      if (isFailure(result)) setPassword('');
      return result;
    },
  );

  if (isDone) {
    return (
      <Dialog
        title={t('settings.erase.doneTitle')}
        closeLabel={t('app.close')}
        onClose={onErased}
        size="sm"
        testId="erase-dialog"
      >
        <p role="status" data-testid="erase-done">
          {t('settings.erase.done')}
        </p>
        <div className="dialog-actions">
          <button type="button" className="btn btn-primary" data-autofocus onClick={onErased}>
            {t('settings.erase.toHome')}
          </button>
        </div>
      </Dialog>
    );
  }

  return (
    <Dialog
      title={t('settings.erase.title')}
      description={t('settings.erase.prompt')}
      closeLabel={t('app.close')}
      onClose={onClose}
      size="md"
      testId="erase-dialog"
    >
      <ul className="settings-erase-list">
        <li>{t('settings.erase.deleted')}</li>
        <li>{t('settings.erase.kept')}</li>
        <li>{t('settings.erase.invoices')}</li>
        <li>{t('settings.erase.copyFirst')}</li>
      </ul>
      <form noValidate onSubmit={onSubmit}>
        <FormField id={passwordId} label={t('settings.erase.password')}>
          {(control) => (
            <input
              {...control}
              className="input"
              type="password"
              name="pass"
              autoComplete="current-password"
              data-autofocus
              value={password}
              aria-invalid={isPasswordMarked}
              aria-describedby={message ? messageId : undefined}
              onChange={(event) => setPassword(event.target.value)}
            />
          )}
        </FormField>
        <label className="checkbox settings-erase-confirm" htmlFor={confirmId}>
          <input
            id={confirmId}
            type="checkbox"
            checked={isConfirmed}
            onChange={(event) => setIsConfirmed(event.target.checked)}
          />
          <span>{t('settings.erase.confirm')}</span>
        </label>
        <div id={messageId}>
          <ErrorMessage text={message} testId="erase-message" />
        </div>
        <div className="dialog-actions">
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            {t('settings.erase.cancel')}
          </button>
          <SubmitButton
            isPending={form.isPending}
            label={t('settings.erase.ok')}
            className="btn settings-btn-danger"
          />
        </div>
      </form>
    </Dialog>
  );
}
