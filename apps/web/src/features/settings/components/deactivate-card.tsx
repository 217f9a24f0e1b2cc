import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { isFailure } from '../../../lib/api-client.ts';
import { actions } from '@app/contracts/registry';
import { errorMessageKey } from '../../../shared/errors/error-message.ts';
import { FormField } from '../../../shared/forms/form-field.tsx';
import { schemaProblemsOf } from '../../../shared/forms/schema-problems.ts';
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
  const [problem, setProblem] = useState<string | null>(null);
  const mutation = useDeactivateAccount();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const broken = schemaProblemsOf(actions.deactivateaccount.request, { pass: password }).pass;
    if (broken) {
      setProblem(broken);
      return;
    }
    setProblem(null);
    try {
      const result = await mutation.mutateAsync(password);
      if (isFailure(result)) {
        setProblem(errorMessageKey(result));
        setPassword('');
        return;
      }
      onDeactivated();
    } catch (error) {
      setProblem(errorMessageKey(error));
    }
  };

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
      <form noValidate onSubmit={(event) => void onSubmit(event)}>
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
              aria-invalid={problem !== null}
              aria-describedby={problem ? messageId : undefined}
              onChange={(event) => setPassword(event.target.value)}
            />
          )}
        </FormField>
        <div id={messageId}>
          <ErrorMessage text={problem ? t(problem) : null} testId="deactivate-message" />
        </div>
        <div className="dialog-actions">
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            {t('settings.deactivate.cancel')}
          </button>
          <button
            type="submit"
            className="btn settings-btn-danger"
            disabled={mutation.isPending || isDone}
          >
            {t('settings.deactivate.ok')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
