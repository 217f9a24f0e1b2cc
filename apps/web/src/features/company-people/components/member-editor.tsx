import { useState } from 'react';
import { updatecompanyuser } from '@app/contracts/actions/company-people';
import { useTranslation } from 'react-i18next';
import { SubmitButton } from '../../../shared/forms/submit-button.tsx';
import { useContractForm } from '../../../shared/forms/use-contract-form.ts';
import { FormError } from '../../../shared/errors/form-error.tsx';
import type { StaffMember } from '../api/get-company-users.ts';
import { useUpdateCompanyUser } from '../api/update-company-user.ts';
import { RoleDepartmentFields } from './role-department-fields.tsx';

/** A staff member's role and department, changed in place. */
export function MemberEditor({ member, onDone }: { member: StaffMember; onDone: () => void }) {
  const { t } = useTranslation();
  const update = useUpdateCompanyUser();
  const form = useContractForm({ schema: updatecompanyuser.request, mutation: update });
  const { problems } = form;
  const [userRole, setUserRole] = useState(member.userRole === 1 ? 1 : 2);
  const [department, setDepartment] = useState(member.department ?? '');
  const prefix = `member-${member.userId}`;

  const input = { userId: member.userId, userRole: userRole as 1 | 2, department };
  const submit = form.onSubmit(
    () => input,
    async () => {
      await update.mutateAsync(input);
      onDone();
    },
  );

  return (
    <form className="people-editor" onSubmit={submit} noValidate data-testid="member-editor">
      <div className="people-form-row">
        <RoleDepartmentFields
          idPrefix={prefix}
          testIdPrefix="member"
          userRole={userRole}
          onUserRole={setUserRole}
          department={department}
          onDepartment={setDepartment}
          departmentProblem={problems.department ?? null}
        />
      </div>
      <FormError message={form.formError} testId="member-error" />
      <div className="people-row-actions">
        <SubmitButton
          isPending={form.isPending}
          label={t('companyPeople.actions.save')}
          testId="member-save"
        />
        <button type="button" className="btn btn-ghost" onClick={onDone}>
          {t('companyPeople.actions.cancel')}
        </button>
      </div>
    </form>
  );
}
