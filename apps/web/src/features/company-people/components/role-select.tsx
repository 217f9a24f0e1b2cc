import { useTranslation } from 'react-i18next';
import { staffRoles } from '@app/contracts/actions/company-people';
import type { ControlProps } from '../../../shared/forms/form-field.tsx';

/** The spec's userRole as a choice: 1 Admin, 2 Manager. */
export const roleLabelKey = (userRole: number) =>
  userRole === 1 ? 'companyPeople.roles.admin' : 'companyPeople.roles.manager';

export function RoleSelect({
  control,
  value,
  onChange,
  testId,
}: {
  control: ControlProps;
  value: number;
  onChange: (userRole: number) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <select
      {...control}
      className="input"
      value={value}
      onChange={(event) => onChange(Number(event.target.value))}
      data-testid={testId}
    >
      {staffRoles.map((role) => (
        <option key={role} value={role}>
          {t(roleLabelKey(role))}
        </option>
      ))}
    </select>
  );
}
