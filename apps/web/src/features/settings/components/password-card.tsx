import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { actions } from '@app/contracts/registry';
import { isFailure } from '../../../lib/api-client.ts';
import { FormField } from '../../../shared/forms/form-field.tsx';
import { SubmitButton } from '../../../shared/forms/submit-button.tsx';
import { useContractForm } from '../../../shared/forms/use-contract-form.ts';
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
  const mutation = useChangePassword();
  const form = useContractForm({ schema: actions.changepassword.request, mutation });
  // The card says one thing: the first field's problem (that field is marked), else the form's.
  const [problemField, problemKey] = Object.entries(form.problems)[0] ?? [];
  const message = problemKey ? t(problemKey) : form.formError;

  const send = form.onSubmit(
    () => fields,
    async () => {
      const result = await mutation.mutateAsync(fields);
      if (!isFailure(result)) {
        setFields(emptyFields);
        onChanged();
      }
      return result;
    },
  );
  const onSubmit = (event: FormEvent) => {
    if (fieldOrder.some((name) => fields[name] === '')) event.preventDefault();
    else send(event);
  };

  return (
    <SettingsCard
      title={t('settings.password.title')}
      description={t('settings.password.text')}
      testId="settings-password"
    >
      <form noValidate onSubmit={onSubmit} className="settings-password-form">
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
                aria-invalid={problemField === name}
                aria-describedby={message ? ids.message : undefined}
                onChange={(event) => setFields((f) => ({ ...f, [name]: event.target.value }))}
              />
            )}
          </FormField>
        ))}
        <SubmitButton
          isPending={form.isPending}
          label={t('settings.password.submit')}
          pendingLabel={t('settings.saving')}
        />
        <div id={ids.message}>
          <ErrorMessage text={message} testId="password-message" />
        </div>
      </form>
    </SettingsCard>
  );
}
