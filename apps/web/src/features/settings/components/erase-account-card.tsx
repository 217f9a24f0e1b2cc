import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { actions } from '@app/contracts/registry';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { isFailure } from '../../../lib/api-client.ts';
import { errorMessageKey } from '../../../shared/errors/error-message.ts';
import { FormField } from '../../../shared/forms/form-field.tsx';
import { schemaProblemsOf } from '../../../shared/forms/schema-problems.ts';
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
  const [problem, setProblem] = useState<string | null>(null);
  const mutation = useEraseAccount();
  const isDone = mutation.isSuccess && !isFailure(mutation.data);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const broken = schemaProblemsOf(actions.eraseaccount.request, { pass: password }).pass;
    if (broken) {
      setProblem(broken);
      return;
    }
    if (!isConfirmed) {
      setProblem('settings.erase.confirmRequired');
      return;
    }
    setProblem(null);
    try {
      const result = await mutation.mutateAsync(password);
      if (isFailure(result)) {
        setProblem(errorMessageKey(result));
        setPassword('');
      }
    } catch (error) {
      setProblem(errorMessageKey(error));
    }
  };

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
      <form noValidate onSubmit={(event) => void onSubmit(event)}>
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
              aria-invalid={problem !== null && problem !== 'settings.erase.confirmRequired'}
              aria-describedby={problem ? messageId : undefined}
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
          <ErrorMessage text={problem ? t(problem) : null} testId="erase-message" />
        </div>
        <div className="dialog-actions">
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            {t('settings.erase.cancel')}
          </button>
          <button type="submit" className="btn settings-btn-danger" disabled={mutation.isPending}>
            {t('settings.erase.ok')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
