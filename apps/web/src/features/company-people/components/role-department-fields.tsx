import { useTranslation } from 'react-i18next';
import { FormField } from '../../../shared/forms/form-field.tsx';
import { RoleSelect } from './role-select.tsx';

/**
 * A staff member's role (Admin or Manager) and department, as the invitation forms and the
 * member editor ask for them.
 */
export function RoleDepartmentFields({
  idPrefix,
  testIdPrefix,
  userRole,
  onUserRole,
  department,
  onDepartment,
  departmentProblem,
}: {
  idPrefix: string;
  testIdPrefix: string;
  userRole: number;
  onUserRole: (userRole: number) => void;
  department: string;
  onDepartment: (department: string) => void;
  departmentProblem: string | null;
}) {
  const { t } = useTranslation();
  return (
    <>
      <FormField id={`${idPrefix}-role`} label={t('companyPeople.fields.role')} required>
        {(control) => (
          <RoleSelect
            control={control}
            value={userRole}
            onChange={onUserRole}
            testId={`${testIdPrefix}-role`}
          />
        )}
      </FormField>
      <FormField
        id={`${idPrefix}-department`}
        label={t('companyPeople.fields.department')}
        optional
        problem={departmentProblem}
      >
        {(control) => (
          <input
            {...control}
            className="input"
            value={department}
            onChange={(event) => onDepartment(event.target.value)}
            data-testid={`${testIdPrefix}-department`}
          />
        )}
      </FormField>
    </>
  );
}
