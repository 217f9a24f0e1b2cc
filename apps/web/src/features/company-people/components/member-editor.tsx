import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../shared/forms/form-field.tsx';
import { SubmitButton } from '../../../shared/forms/submit-button.tsx';
import { FormError } from '../../../shared/errors/form-error.tsx';
import { fieldProblemsOf, useErrorMessage } from '../../../shared/errors/error-message.ts';
import type { StaffMember } from '../api/get-company-users.ts';
import { useUpdateCompanyUser } from '../api/update-company-user.ts';
import { RoleSelect } from './role-select.tsx';

/** A staff member's role and department, changed in place. */
export function MemberEditor({ member, onDone }: { member: StaffMember; onDone: () => void }) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const update = useUpdateCompanyUser();
  const [userRole, setUserRole] = useState(member.userRole === 1 ? 1 : 2);
  const [department, setDepartment] = useState(member.department ?? '');
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const prefix = `member-${member.userId}`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    try {
      await update.mutateAsync({ userId: member.userId, userRole: userRole as 1 | 2, department });
      onDone();
    } catch (error) {
      const fields = fieldProblemsOf(error);
      setProblems(fields);
      if (Object.keys(fields).length === 0) setFailure(errorMessage(error));
    }
  };

  return (
    <form
      className="people-editor"
      onSubmit={(event) => void submit(event)}
      noValidate
      data-testid="member-editor"
    >
      <div className="people-form-row">
        <FormField id={`${prefix}-role`} label={t('companyPeople.fields.role')} required>
          {(control) => (
            <RoleSelect
              control={control}
              value={userRole}
              onChange={setUserRole}
              testId="member-role"
            />
          )}
        </FormField>
        <FormField
          id={`${prefix}-department`}
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
              data-testid="member-department"
            />
          )}
        </FormField>
      </div>
      <FormError message={failure} testId="member-error" />
      <div className="people-row-actions">
        <SubmitButton
          isPending={update.isPending}
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
