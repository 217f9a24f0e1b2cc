import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { passwordsMatch } from '@app/contracts/validation';
import { isFailure } from '../../../lib/api-client.ts';
import { errorMessageKey } from '../../../shared/errors/error-message.ts';
import { useChangePassword } from '../api/change-password.ts';
import { ErrorMessage, SettingsCard } from './settings-card.tsx';

const emptyFields = { oldpass: '', newpass: '', confpass: '' };
type FieldName = keyof typeof emptyFields;
const fieldOrder: readonly FieldName[] = ['oldpass', 'newpass', 'confpass'];
const autoComplete: Record<FieldName, string> = {
  oldpass: 'current-password',
  newpass: 'new-password',
  confpass: 'new-password',
};

/**
 * The spec's rules: with a field empty nothing happens; new and confirm must match ("Password
 * doesn't match"); every other rule is the server's, whose message shows under the form.
 */
export function PasswordCard({ onChanged }: { onChanged: () => void }) {
  const { t } = useTranslation();
  const ids = { form: useId(), message: useId() };
  const [fields, setFields] = useState(emptyFields);
  /** The catalogue key of what went wrong. */
  const [problem, setProblem] = useState<string | null>(null);
  const mutation = useChangePassword();
  const isMismatch = problem === 'validation.password.mismatch';

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (fieldOrder.some((name) => fields[name] === '')) return;
    if (!passwordsMatch(fields.newpass, fields.confpass)) {
      setProblem('validation.password.mismatch');
      return;
    }
    setProblem(null);
    try {
      const result = await mutation.mutateAsync(fields);
      if (isFailure(result)) {
        setProblem(errorMessageKey(result));
        return;
      }
      setFields(emptyFields);
      onChanged();
    } catch (error) {
      setProblem(errorMessageKey(error));
    }
  };

  return (
    <SettingsCard
      title={t('settings.password.title')}
      description={t('settings.password.text')}
      testId="settings-password"
    >
      <form
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        className="settings-password-form"
      >
        {fieldOrder.map((name) => (
          <div className="field" key={name}>
            <label className="field-label" htmlFor={`${ids.form}-${name}`}>
              {t(`settings.password.${name}`)}
            </label>
            <input
              id={`${ids.form}-${name}`}
              className="input"
              type="password"
              name={name}
              autoComplete={autoComplete[name]}
              value={fields[name]}
              aria-invalid={name === 'confpass' && isMismatch}
              aria-describedby={problem ? ids.message : undefined}
              onChange={(event) => setFields((f) => ({ ...f, [name]: event.target.value }))}
            />
          </div>
        ))}
        <button type="submit" className="btn btn-primary" disabled={mutation.isPending}>
          {mutation.isPending ? t('settings.saving') : t('settings.password.submit')}
        </button>
        <div id={ids.message}>
          <ErrorMessage text={problem ? t(problem) : null} testId="password-message" />
        </div>
      </form>
    </SettingsCard>
  );
}
