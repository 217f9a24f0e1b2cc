import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { actions } from '@app/contracts/registry';
import type { Language } from '@app/contracts/locales';
import { errorMessageKey, fieldProblemsOf } from '../../../shared/errors/error-message.ts';
import { FormField, type ControlProps } from '../../../shared/forms/form-field.tsx';
import { schemaProblemsOf } from '../../../shared/forms/schema-problems.ts';
import type { Company } from '../../../shared/session/get-company-details.ts';
import { useUpdateCompanyDetails } from '../api/update-company-details.ts';
import { countryOptions } from '../../../lib/countries.ts';

const fieldNames = [
  'name',
  'country',
  'industry',
  'website',
  'vatNumber',
  'address',
  'description',
] as const;
type FieldName = (typeof fieldNames)[number];
type Draft = Record<FieldName, string>;

const draftOf = (company: Company): Draft => ({
  name: company.name,
  country: company.country ?? '',
  industry: company.industry ?? '',
  website: company.website ?? '',
  vatNumber: company.vatNumber ?? '',
  address: company.address ?? '',
  description: company.description ?? '',
});

interface CompanyFormProps {
  company: Company;
  language: Language;
  onCancel: () => void;
  onSaved: () => void;
}

/** The admin's editor of the active company profile; the server checks the role again. */
export function CompanyForm({ company, language, onCancel, onSaved }: CompanyFormProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<Draft>(() => draftOf(company));
  const [problems, setProblems] = useState<Partial<Record<FieldName, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const mutation = useUpdateCompanyDetails();
  const countries = countryOptions(language);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Partial<Record<FieldName, string>> = schemaProblemsOf(
      actions.updateCompanyDetails.request,
      draft,
    );
    setProblems(found);
    setFormError(null);
    const firstInvalid = fieldNames.find((name) => found[name]);
    if (firstInvalid) {
      document.getElementById(`company-${firstInvalid}`)?.focus();
      return;
    }
    try {
      await mutation.mutateAsync(draft);
      onSaved();
    } catch (error) {
      setProblems(fieldProblemsOf(error));
      setFormError(errorMessageKey(error));
    }
  };

  const field = (name: FieldName, control: (props: ControlProps) => ReactNode) => (
    <FormField
      id={`company-${name}`}
      label={t(`profile.company.fields.${name}`)}
      problem={problems[name]}
    >
      {control}
    </FormField>
  );
  const common = (name: FieldName) => ({
    name,
    className: 'input',
    value: draft[name],
    onChange: (event: { target: { value: string } }) =>
      setDraft((current) => ({ ...current, [name]: event.target.value })),
  });

  return (
    <form
      className="card company-form"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-labelledby="company-form-title"
      data-testid="company-form"
    >
      <h2 id="company-form-title" className="company-section-title">
        {t('profile.company.editTitle')}
      </h2>
      {field('name', (props) => (
        <input {...props} {...common('name')} autoComplete="organization" />
      ))}
      <div className="company-form-row">
        {field('country', (props) => (
          <select {...props} {...common('country')}>
            <option value="">{t('profile.company.noCountry')}</option>
            {countries.map((country) => (
              <option key={country.code} value={country.code}>
                {country.name}
              </option>
            ))}
          </select>
        ))}
        {field('industry', (props) => (
          <input {...props} {...common('industry')} />
        ))}
      </div>
      <div className="company-form-row">
        {field('website', (props) => (
          <input {...props} {...common('website')} type="url" placeholder="https://" />
        ))}
        {field('vatNumber', (props) => (
          <input {...props} {...common('vatNumber')} />
        ))}
      </div>
      {field('address', (props) => (
        <input {...props} {...common('address')} autoComplete="street-address" />
      ))}
      {field('description', (props) => (
        <textarea {...props} {...common('description')} rows={5} />
      ))}
      {formError ? (
        <p className="alert alert-error" role="alert" data-testid="company-error">
          {t(formError)}
        </p>
      ) : null}
      <div className="company-form-actions">
        <button type="button" className="btn btn-secondary" onClick={onCancel}>
          {t('profile.company.cancel')}
        </button>
        <button type="submit" className="btn btn-primary" disabled={mutation.isPending}>
          {mutation.isPending ? t('profile.edit.saving') : t('profile.company.save')}
        </button>
      </div>
    </form>
  );
}
