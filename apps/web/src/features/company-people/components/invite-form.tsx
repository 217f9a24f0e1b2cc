import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { invitecompanyuser } from '@app/contracts/actions/company-people';
import { FormField } from '../../../shared/forms/form-field.tsx';
import { SubmitButton } from '../../../shared/forms/submit-button.tsx';
import { schemaProblemsOf } from '../../../shared/forms/schema-problems.ts';
import { FormError } from '../../../shared/errors/form-error.tsx';
import { fieldProblemsOf, useErrorMessage } from '../../../shared/errors/error-message.ts';
import { useInviteCompanyUser } from '../api/invite-company-user.ts';
import { RoleSelect } from './role-select.tsx';

/** Invite someone to the staff by e-mail, as Admin or Manager, with a department. */
export function InviteForm() {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const invite = useInviteCompanyUser();
  const [email, setEmail] = useState('');
  const [userRole, setUserRole] = useState(2);
  const [department, setDepartment] = useState('');
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    setSentTo(null);
    const input = { email, userRole, department };
    const local = schemaProblemsOf(invitecompanyuser.request, input);
    setProblems(local);
    if (Object.keys(local).length > 0) return;
    try {
      await invite.mutateAsync({ ...input, userRole: userRole === 1 ? 1 : 2 });
      setSentTo(email.trim());
      setEmail('');
      setDepartment('');
    } catch (error) {
      const fields = fieldProblemsOf(error);
      setProblems(fields);
      if (Object.keys(fields).length === 0) setFailure(errorMessage(error));
    }
  };

  return (
    <form
      className="card people-form"
      onSubmit={(event) => void submit(event)}
      noValidate
      data-testid="invite-form"
    >
      <h2 className="people-section-title">{t('companyPeople.invite.title')}</h2>
      <p className="muted">{t('companyPeople.invite.intro')}</p>
      <div className="people-form-row">
        <FormField
          id="invite-email"
          label={t('companyPeople.fields.email')}
          required
          problem={problems.email ?? null}
        >
          {(control) => (
            <input
              {...control}
              className="input"
              type="email"
              autoComplete="off"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              data-testid="invite-email"
            />
          )}
        </FormField>
        <FormField id="invite-role" label={t('companyPeople.fields.role')} required>
          {(control) => (
            <RoleSelect
              control={control}
              value={userRole}
              onChange={setUserRole}
              testId="invite-role"
            />
          )}
        </FormField>
        <FormField
          id="invite-department"
          label={t('companyPeople.fields.department')}
          optional
          problem={problems.department ?? null}
        >
          {(control) => (
            <input
              {...control}
              className="input"
              value={department}
              onChange={(event) => setDepartment(event.target.value)}
              data-testid="invite-department"
            />
          )}
        </FormField>
      </div>
      <FormError message={failure} testId="invite-error" />
      <div aria-live="polite">
        {sentTo ? (
          <p className="alert alert-success" data-testid="invite-sent">
            {t('companyPeople.invite.sent', { email: sentTo })}
          </p>
        ) : null}
      </div>
      <SubmitButton
        isPending={invite.isPending}
        label={t('companyPeople.invite.submit')}
        pendingLabel={t('companyPeople.invite.sending')}
        testId="invite-submit"
      />
    </form>
  );
}
