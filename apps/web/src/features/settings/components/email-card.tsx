import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { actions } from '@app/contracts/registry';
import { isFailure } from '../../../lib/api-client.ts';
import { FormField } from '../../../shared/forms/form-field.tsx';
import { SubmitButton } from '../../../shared/forms/submit-button.tsx';
import { useContractForm } from '../../../shared/forms/use-contract-form.ts';
import { EmailConfirmationReminder } from '../../email-verification/index.ts';
import { useSession } from '../../../shared/session/use-session.ts';
import { useChangeEmail } from '../api/change-email.ts';
import { ErrorMessage, SettingsCard } from './settings-card.tsx';

const emptyFields = { semail: '', password: '' };
type FieldName = keyof typeof emptyFields;

/** The field a refusal is about, to mark it. */
function fieldOfFailure(code: string | undefined): FieldName | undefined {
  if (code === 'wrong_password') return 'password';
  if (code === 'email_taken' || code === 'email_unchanged') return 'semail';
  return undefined;
}

/**
 * The account's address, whether it is confirmed, and a change of address: the new one gets a
 * link and replaces the current one only when the link is followed (the password confirms the
 * request). A new address waiting for its link can have it sent again.
 */
export function EmailCard() {
  const { t } = useTranslation();
  const { user } = useSession();
  const ids = { form: useId(), message: useId() };
  const [fields, setFields] = useState(emptyFields);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const mutation = useChangeEmail();
  const form = useContractForm({ schema: actions.changeemail.request, mutation });
  // The card says one thing: the first field's problem, else the form's; its field is marked.
  const [problemField, problemKey] = Object.entries(form.problems)[0] ?? [];
  const failure = mutation.data && isFailure(mutation.data) ? mutation.data : null;
  const markedField = problemField ?? fieldOfFailure(failure?.code);
  const message = problemKey ? t(problemKey) : form.formError;

  const onSubmit = form.onSubmit(
    () => {
      setSentTo(null);
      return fields;
    },
    async () => {
      const result = await mutation.mutateAsync(fields);
      if (!isFailure(result)) {
        setFields(emptyFields);
        setSentTo(result.email);
      }
      return result;
    },
  );
  if (!user) return null;

  return (
    <SettingsCard
      title={t('settings.email.title')}
      description={t('settings.email.text')}
      testId="settings-email"
    >
      <p className="settings-email-current" data-testid="current-email">
        <strong>{user.email}</strong>{' '}
        <span
          className={
            user.emailVerified
              ? 'settings-badge settings-badge-ok'
              : 'settings-badge settings-badge-warn'
          }
        >
          {t(user.emailVerified ? 'settings.email.confirmed' : 'settings.email.unconfirmed')}
        </span>
      </p>
      {user.pendingEmail ? (
        <EmailConfirmationReminder
          email={user.pendingEmail}
          text={t('settings.email.pending')}
          testId="pending-email"
        />
      ) : user.emailVerified === false ? (
        <EmailConfirmationReminder
          email={user.email}
          text={t('emailVerification.reminder')}
          testId="unconfirmed-email"
        />
      ) : null}
      <form noValidate onSubmit={onSubmit} className="settings-email-form">
        <FormField id={`${ids.form}-semail`} label={t('settings.email.newEmail')}>
          {(control) => (
            <input
              {...control}
              className="input"
              type="email"
              name="semail"
              autoComplete="email"
              value={fields.semail}
              aria-invalid={markedField === 'semail'}
              aria-describedby={message ? ids.message : undefined}
              onChange={(event) => setFields((f) => ({ ...f, semail: event.target.value }))}
            />
          )}
        </FormField>
        <FormField id={`${ids.form}-password`} label={t('settings.email.password')}>
          {(control) => (
            <input
              {...control}
              className="input"
              type="password"
              name="password"
              autoComplete="current-password"
              value={fields.password}
              aria-invalid={markedField === 'password'}
              aria-describedby={message ? ids.message : undefined}
              onChange={(event) => setFields((f) => ({ ...f, password: event.target.value }))}
            />
          )}
        </FormField>
        <SubmitButton
          isPending={form.isPending}
          label={t('settings.email.submit')}
          pendingLabel={t('settings.saving')}
        />
        <div id={ids.message}>
          <ErrorMessage text={message} testId="email-message" />
        </div>
        <p role="status" className="settings-email-sent">
          {sentTo ? t('settings.email.sent', { email: sentTo }) : null}
        </p>
      </form>
    </SettingsCard>
  );
}
