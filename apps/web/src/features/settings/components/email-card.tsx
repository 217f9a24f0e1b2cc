import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { actions } from '@app/contracts/registry';
import { isFailure } from '../../../lib/api-client.ts';
import { errorMessageKey } from '../../../shared/errors/error-message.ts';
import { FormField } from '../../../shared/forms/form-field.tsx';
import { schemaProblemsOf } from '../../../shared/forms/schema-problems.ts';
import { EmailConfirmationReminder } from '../../email-verification/index.ts';
import { useSession } from '../../../shared/session/use-session.ts';
import { useChangeEmail } from '../api/change-email.ts';
import { ErrorMessage, SettingsCard } from './settings-card.tsx';

const emptyFields = { semail: '', password: '' };
type FieldName = keyof typeof emptyFields;

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
  const [problem, setProblem] = useState<{ key: string; field?: FieldName } | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const mutation = useChangeEmail();
  if (!user) return null;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSentTo(null);
    const [broken] = Object.entries(schemaProblemsOf(actions.changeemail.request, fields));
    if (broken) {
      setProblem({ field: broken[0] as FieldName, key: broken[1] });
      return;
    }
    setProblem(null);
    try {
      const result = await mutation.mutateAsync(fields);
      if (isFailure(result)) {
        setProblem({
          key: errorMessageKey(result),
          ...(result.code === 'wrong_password' ? { field: 'password' as const } : {}),
          ...(result.code === 'email_taken' || result.code === 'email_unchanged'
            ? { field: 'semail' as const }
            : {}),
        });
        return;
      }
      setFields(emptyFields);
      setSentTo(result.email);
    } catch (error) {
      setProblem({ key: errorMessageKey(error) });
    }
  };

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
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="settings-email-form">
        <FormField id={`${ids.form}-semail`} label={t('settings.email.newEmail')}>
          {(control) => (
            <input
              {...control}
              className="input"
              type="email"
              name="semail"
              autoComplete="email"
              value={fields.semail}
              aria-invalid={problem?.field === 'semail'}
              aria-describedby={problem ? ids.message : undefined}
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
              aria-invalid={problem?.field === 'password'}
              aria-describedby={problem ? ids.message : undefined}
              onChange={(event) => setFields((f) => ({ ...f, password: event.target.value }))}
            />
          )}
        </FormField>
        <button type="submit" className="btn btn-primary" disabled={mutation.isPending}>
          {mutation.isPending ? t('settings.saving') : t('settings.email.submit')}
        </button>
        <div id={ids.message}>
          <ErrorMessage text={problem ? t(problem.key) : null} testId="email-message" />
        </div>
        <p role="status" className="settings-email-sent">
          {sentTo ? t('settings.email.sent', { email: sentTo }) : null}
        </p>
      </form>
    </SettingsCard>
  );
}
