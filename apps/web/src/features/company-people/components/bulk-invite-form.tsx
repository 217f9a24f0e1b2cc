import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  invitecompanyusers,
  MAX_BULK_INVITATIONS,
  splitEmailList,
} from '@app/contracts/actions/company-people';
import { emailSchema } from '@app/contracts/validation';
import { FormField } from '../../../shared/forms/form-field.tsx';
import { SubmitButton } from '../../../shared/forms/submit-button.tsx';
import { useContractForm } from '../../../shared/forms/use-contract-form.ts';
import { FormError } from '../../../shared/errors/form-error.tsx';
import { useInviteCompanyUsers } from '../api/invite-company-users.ts';
import { RoleDepartmentFields } from './role-department-fields.tsx';

type Sent = { invited: string[]; alreadyMembers: string[] };

/**
 * Several addresses invited at once (pasted from a spreadsheet or a mail): each gets its own
 * invitation; the box says as it is typed how many addresses it holds and which are not ones.
 */
export function BulkInviteForm() {
  const { t } = useTranslation();
  const invite = useInviteCompanyUsers();
  const form = useContractForm({ schema: invitecompanyusers.request, mutation: invite });
  const { problems } = form;
  const [emails, setEmails] = useState('');
  const [userRole, setUserRole] = useState(2);
  const [department, setDepartment] = useState('');
  const [sent, setSent] = useState<Sent | null>(null);

  const addresses = splitEmailList(emails);
  const notAddresses = addresses.filter((address) => !emailSchema.safeParse(address).success);
  const input = { emails, userRole: userRole === 1 ? 1 : 2, department };
  const submit = form.onSubmit(
    () => {
      setSent(null);
      return input;
    },
    async () => {
      const answer = await invite.mutateAsync(input);
      setSent({ invited: answer.invited, alreadyMembers: answer.alreadyMembers });
      setEmails('');
    },
  );

  return (
    <form className="people-form" onSubmit={submit} noValidate data-testid="bulk-invite-form">
      <FormField
        id="bulk-invite-emails"
        label={t('companyPeople.bulkInvite.emails')}
        hint={t('companyPeople.bulkInvite.hint', { max: MAX_BULK_INVITATIONS })}
        required
        problem={problems.emails ?? null}
      >
        {(control) => (
          <textarea
            {...control}
            className="input"
            rows={4}
            value={emails}
            onChange={(event) => setEmails(event.target.value)}
            data-testid="bulk-invite-emails"
          />
        )}
      </FormField>
      <p className="muted" aria-live="polite" data-testid="bulk-invite-count">
        {addresses.length === 0
          ? null
          : t('companyPeople.bulkInvite.count', { count: addresses.length })}
        {notAddresses.length > 0
          ? ` ${t('companyPeople.bulkInvite.notAddresses', { list: notAddresses.join(', ') })}`
          : null}
      </p>
      <div className="people-form-row">
        <RoleDepartmentFields
          idPrefix="bulk-invite"
          testIdPrefix="bulk-invite"
          userRole={userRole}
          onUserRole={setUserRole}
          department={department}
          onDepartment={setDepartment}
          departmentProblem={problems.department ?? null}
        />
      </div>
      <FormError message={form.formError} testId="bulk-invite-error" />
      <div aria-live="polite">
        {sent ? (
          <div className="alert alert-success" data-testid="bulk-invite-sent">
            <p>{t('companyPeople.bulkInvite.sent', { count: sent.invited.length })}</p>
            {sent.alreadyMembers.length > 0 ? (
              <p>
                {t('companyPeople.bulkInvite.alreadyMembers', {
                  list: sent.alreadyMembers.join(', '),
                })}
              </p>
            ) : null}
          </div>
        ) : null}
      </div>
      <SubmitButton
        isPending={form.isPending}
        label={t('companyPeople.bulkInvite.submit')}
        pendingLabel={t('companyPeople.invite.sending')}
        testId="bulk-invite-submit"
      />
    </form>
  );
}
