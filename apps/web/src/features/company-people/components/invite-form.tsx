import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { invitecompanyuser } from '@app/contracts/actions/company-people';
import { FormField } from '../../../shared/forms/form-field.tsx';
import { SubmitButton } from '../../../shared/forms/submit-button.tsx';
import { useContractForm } from '../../../shared/forms/use-contract-form.ts';
import { FormError } from '../../../shared/errors/form-error.tsx';
import { useInviteCompanyUser } from '../api/invite-company-user.ts';
import { RoleDepartmentFields } from './role-department-fields.tsx';

/** Invite someone to the staff by e-mail, as Admin or Manager, with a department. */
export function InviteForm() {
  const { t } = useTranslation();
  const invite = useInviteCompanyUser();
  const form = useContractForm({ schema: invitecompanyuser.request, mutation: invite });
  const { problems } = form;
  const [email, setEmail] = useState('');
  const [userRole, setUserRole] = useState(2);
  const [department, setDepartment] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);

  const input = { email, userRole, department };
  const submit = form.onSubmit(
    () => {
      setSentTo(null);
      return input;
    },
    async () => {
      await invite.mutateAsync({ ...input, userRole: userRole === 1 ? 1 : 2 });
      setSentTo(email.trim());
      setEmail('');
      setDepartment('');
    },
  );

  return (
    <form className="card people-form" onSubmit={submit} noValidate data-testid="invite-form">
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
        <RoleDepartmentFields
          idPrefix="invite"
          testIdPrefix="invite"
          userRole={userRole}
          onUserRole={setUserRole}
          department={department}
          onDepartment={setDepartment}
          departmentProblem={problems.department ?? null}
        />
      </div>
      <FormError message={form.formError} testId="invite-error" />
      <div aria-live="polite">
        {sentTo ? (
          <p className="alert alert-success" data-testid="invite-sent">
            {t('companyPeople.invite.sent', { email: sentTo })}
          </p>
        ) : null}
      </div>
      <SubmitButton
        isPending={form.isPending}
        label={t('companyPeople.invite.submit')}
        pendingLabel={t('companyPeople.invite.sending')}
        testId="invite-submit"
      />
    </form>
  );
}
