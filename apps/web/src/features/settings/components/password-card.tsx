import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { actions } from '@app/contracts/registry';
import { isFailure } from '../../../lib/api-client.ts';
import { errorMessageKey } from '../../../shared/errors/error-message.ts';
import { FormField } from '../../../shared/forms/form-field.tsx';
import { schemaProblemsOf } from '../../../shared/forms/schema-problems.ts';
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
 * The product's rules: with a field empty nothing happens; otherwise the contract's rules (new and
 * confirm must match: "Password doesn't match") are checked here, the rest by the server; either
 * message shows under the form, and the field it is about is marked.
 */
export function PasswordCard({ onChanged }: { onChanged: () => void }) {
  const { t } = useTranslation();
  const ids = { form: useId(), message: useId() };
  const [fields, setFields] = useState(emptyFields);
  /** The catalogue key of what went wrong, and the field it is about when there is one. */
  const [problem, setProblem] = useState<{ key: string; field?: string } | null>(null);
  const mutation = useChangePassword();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (fieldOrder.some((name) => fields[name] === '')) return;
    const [broken] = Object.entries(schemaProblemsOf(actions.changepassword.request, fields));
    if (broken) {
      setProblem({ field: broken[0], key: broken[1] });
      return;
    }
    setProblem(null);
    try {
      const result = await mutation.mutateAsync(fields);
      if (isFailure(result)) {
        setProblem({ key: errorMessageKey(result) });
        return;
      }
      setFields(emptyFields);
      onChanged();
    } catch (error) {
      setProblem({ key: errorMessageKey(error) });
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
          <FormField key={name} id={`${ids.form}-${name}`} label={t(`settings.password.${name}`)}>
            {(control) => (
              <input
                {...control}
                className="input"
                type="password"
                name={name}
                autoComplete={autoComplete[name]}
                value={fields[name]}
                // The message is the form's, under the button: each field points to it.
                aria-invalid={problem?.field === name}
                aria-describedby={problem ? ids.message : undefined}
                onChange={(event) => setFields((f) => ({ ...f, [name]: event.target.value }))}
              />
            )}
          </FormField>
        ))}
        <button type="submit" className="btn btn-primary" disabled={mutation.isPending}>
          {mutation.isPending ? t('settings.saving') : t('settings.password.submit')}
        </button>
        <div id={ids.message}>
          <ErrorMessage text={problem ? t(problem.key) : null} testId="password-message" />
        </div>
      </form>
    </SettingsCard>
  );
}
