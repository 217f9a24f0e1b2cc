import { useTranslation } from 'react-i18next';
import { FormFieldset } from '../../../shared/forms/form-field.tsx';
import '../../../shared/forms/choice-cards.css';

/**
 * What the person means to do here: seek training for themself, offer it (a trainer or a
 * training company), or buy it for their company (a company account; an SME also offers).
 */
export type SignUpRole = 'seeker' | 'provider' | 'company';
export const signUpRoles: readonly SignUpRole[] = ['seeker', 'provider', 'company'];

/** The three choices as cards: the register dialog's, and a first social sign-in's. */
export function SignUpRoleChoice({
  id,
  role,
  onChange,
}: {
  id: string;
  role: SignUpRole;
  onChange: (role: SignUpRole) => void;
}) {
  const { t } = useTranslation();
  return (
    <FormFieldset id={id} label={t('auth.register.role')}>
      {() => (
        <div className="choice-cards">
          {signUpRoles.map((choice) => (
            <label key={choice} className="choice-card">
              <input
                type="radio"
                name={`${id}-choice`}
                value={choice}
                checked={role === choice}
                onChange={() => onChange(choice)}
                data-testid={`signup-role-${choice}`}
              />
              <span className="choice-card-name">{t(`auth.register.roles.${choice}`)}</span>
              <span className="choice-card-hint">{t(`auth.register.roles.${choice}Hint`)}</span>
            </label>
          ))}
        </div>
      )}
    </FormFieldset>
  );
}
