import { CountrySelect } from '../../../shared/forms/country-select.tsx';
import { useTranslation } from 'react-i18next';
import { companyNameMax } from '@app/contracts/companies';
import { FormField } from '../../../shared/forms/form-field.tsx';

/** What signing up for a company asks besides the account: the company and who the person is. */
export interface CompanySignUpDraft {
  companyName: string;
  country: string;
  /** An SME: the company also offers training. */
  alsoOffers: boolean;
  firstName: string;
  lastName: string;
}

export type CompanySignUpField = 'companyName' | 'country';

interface CompanySignUpFieldsProps {
  baseId: string;
  draft: CompanySignUpDraft;
  onChange: (draft: CompanySignUpDraft) => void;
  onBlur: (field: CompanySignUpField) => void;
  problemOf: (field: CompanySignUpField) => string | null;
}

/**
 * The company part of the register dialog: its name and country, whether it also offers training
 * (an SME), and the person's name. The VAT id, SDI code and PEC wait for Billing.
 */
export function CompanySignUpFields({
  baseId,
  draft,
  onChange,
  onBlur,
  problemOf,
}: CompanySignUpFieldsProps) {
  const { t } = useTranslation();
  const set = <K extends keyof CompanySignUpDraft>(field: K, value: CompanySignUpDraft[K]) =>
    onChange({ ...draft, [field]: value });

  return (
    <fieldset className="auth-company" data-testid="signup-company">
      <legend className="auth-company-legend">{t('auth.register.company.legend')}</legend>
      <FormField
        id={`${baseId}-companyName`}
        label={t('auth.register.company.name')}
        problem={problemOf('companyName')}
        errorTestId="companyName-error"
      >
        {(control) => (
          <input
            {...control}
            name="companyName"
            className="input"
            autoComplete="organization"
            maxLength={companyNameMax}
            value={draft.companyName}
            onChange={(event) => set('companyName', event.target.value)}
            onBlur={() => onBlur('companyName')}
          />
        )}
      </FormField>
      <FormField
        id={`${baseId}-country`}
        label={t('auth.register.company.country')}
        problem={problemOf('country')}
        errorTestId="country-error"
      >
        {(control) => (
          <CountrySelect
            control={control}
            value={draft.country}
            onChange={(country) => set('country', country)}
            onBlur={() => onBlur('country')}
          />
        )}
      </FormField>
      <div className="auth-name-row">
        <FormField id={`${baseId}-firstName`} label={t('auth.register.company.firstName')}>
          {(control) => (
            <input
              {...control}
              name="firstName"
              className="input"
              autoComplete="given-name"
              maxLength={60}
              value={draft.firstName}
              onChange={(event) => set('firstName', event.target.value)}
            />
          )}
        </FormField>
        <FormField id={`${baseId}-lastName`} label={t('auth.register.company.lastName')}>
          {(control) => (
            <input
              {...control}
              name="lastName"
              className="input"
              autoComplete="family-name"
              maxLength={60}
              value={draft.lastName}
              onChange={(event) => set('lastName', event.target.value)}
            />
          )}
        </FormField>
      </div>
      <label className="checkbox">
        <input
          type="checkbox"
          name="alsoOffers"
          checked={draft.alsoOffers}
          onChange={(event) => set('alsoOffers', event.target.checked)}
          data-testid="signup-also-offers"
        />
        {t('auth.register.company.alsoOffers')}
      </label>
      <p className="muted auth-company-later">{t('auth.register.company.later')}</p>
    </fieldset>
  );
}
