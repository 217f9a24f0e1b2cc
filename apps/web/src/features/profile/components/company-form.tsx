import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { actions } from '@app/contracts/registry';
import type { Language } from '@app/contracts/locales';
import { firstProblem } from '@app/contracts/validation';
import { errorMessageKey, fieldProblemsOf } from '../../../shared/errors/error-message.ts';
import type { Company } from '../../../shared/session/get-company-details.ts';
import { useUpdateCompanyDetails } from '../api/update-company-details.ts';
import { countryOptions } from '../../../lib/countries.ts';

const fieldSchemas = actions.updateCompanyDetails.request.shape;
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
    const found: Partial<Record<FieldName, string>> = {};
    for (const name of fieldNames) {
      const problem = firstProblem(fieldSchemas[name], draft[name]);
      if (problem) found[name] = problem;
    }
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

  const describedBy = (name: FieldName) => (problems[name] ? `company-${name}-error` : undefined);
  const errorLine = (name: FieldName) =>
    problems[name] ? (
      <p className="field-error" id={`company-${name}-error`}>
        {t(problems[name])}
      </p>
    ) : null;
  const common = (name: FieldName) => ({
    id: `company-${name}`,
    name,
    className: 'input',
    value: draft[name],
    'aria-invalid': problems[name] ? true : undefined,
    'aria-describedby': describedBy(name),
  });
  const onText = (name: FieldName) => (event: { target: { value: string } }) =>
    setDraft((current) => ({ ...current, [name]: event.target.value }));

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
      <div className="field">
        <label className="field-label" htmlFor="company-name">
          {t('profile.company.fields.name')}
        </label>
        <input {...common('name')} autoComplete="organization" onChange={onText('name')} />
        {errorLine('name')}
      </div>
      <div className="company-form-row">
        <div className="field">
          <label className="field-label" htmlFor="company-country">
            {t('profile.company.fields.country')}
          </label>
          <select {...common('country')} onChange={onText('country')}>
            <option value="">{t('profile.company.noCountry')}</option>
            {countries.map((country) => (
              <option key={country.code} value={country.code}>
                {country.name}
              </option>
            ))}
          </select>
          {errorLine('country')}
        </div>
        <div className="field">
          <label className="field-label" htmlFor="company-industry">
            {t('profile.company.fields.industry')}
          </label>
          <input {...common('industry')} onChange={onText('industry')} />
          {errorLine('industry')}
        </div>
      </div>
      <div className="company-form-row">
        <div className="field">
          <label className="field-label" htmlFor="company-website">
            {t('profile.company.fields.website')}
          </label>
          <input
            {...common('website')}
            type="url"
            placeholder="https://"
            onChange={onText('website')}
          />
          {errorLine('website')}
        </div>
        <div className="field">
          <label className="field-label" htmlFor="company-vatNumber">
            {t('profile.company.fields.vatNumber')}
          </label>
          <input {...common('vatNumber')} onChange={onText('vatNumber')} />
          {errorLine('vatNumber')}
        </div>
      </div>
      <div className="field">
        <label className="field-label" htmlFor="company-address">
          {t('profile.company.fields.address')}
        </label>
        <input {...common('address')} autoComplete="street-address" onChange={onText('address')} />
        {errorLine('address')}
      </div>
      <div className="field">
        <label className="field-label" htmlFor="company-description">
          {t('profile.company.fields.description')}
        </label>
        <textarea {...common('description')} rows={5} onChange={onText('description')} />
        {errorLine('description')}
      </div>
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
