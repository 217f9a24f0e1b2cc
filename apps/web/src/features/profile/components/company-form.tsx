import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { actions } from '@app/contracts/registry';
import type { Language } from '@app/contracts/locales';
import { FormError } from '../../../shared/errors/form-error.tsx';
import { FormField, type ControlProps } from '../../../shared/forms/form-field.tsx';
import { SubmitButton } from '../../../shared/forms/submit-button.tsx';
import { useContractForm } from '../../../shared/forms/use-contract-form.ts';
import type { Company } from '../../../shared/session/get-company-details.ts';
import { useUpdateCompanyDetails } from '../api/update-company-details.ts';
import { countryOptions } from '../../../lib/countries.ts';

const fieldNames = ['name', 'country', 'industry', 'website', 'description'] as const;
type FieldName = (typeof fieldNames)[number];
type Draft = Record<FieldName, string>;

const draftOf = (company: Company): Draft => ({
  name: company.name,
  country: company.country ?? '',
  industry: company.industry ?? '',
  website: company.website ?? '',
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
  const mutation = useUpdateCompanyDetails();
  const form = useContractForm({
    schema: actions.updateCompanyDetails.request,
    mutation,
    onInvalid: (found) => {
      const firstInvalid = fieldNames.find((name) => found[name]);
      if (firstInvalid) document.getElementById(`company-${firstInvalid}`)?.focus();
    },
  });
  const { problems } = form;
  const countries = countryOptions(language);

  const onSubmit = form.onSubmit(
    () => draft,
    async () => {
      await mutation.mutateAsync(draft);
      onSaved();
    },
  );

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
      onSubmit={onSubmit}
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
      </div>
      <p className="muted" data-testid="company-billing-hint">
        {t('profile.company.billingHint')}
      </p>
      {field('description', (props) => (
        <textarea {...props} {...common('description')} rows={5} />
      ))}
      <FormError message={form.formError} testId="company-error" />
      <div className="company-form-actions">
        <button type="button" className="btn btn-secondary" onClick={onCancel}>
          {t('profile.company.cancel')}
        </button>
        <SubmitButton
          isPending={form.isPending}
          label={t('profile.company.save')}
          pendingLabel={t('profile.edit.saving')}
        />
      </div>
    </form>
  );
}
