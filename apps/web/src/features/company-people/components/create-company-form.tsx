import { CountrySelect } from '../../../shared/forms/country-select.tsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { createcompany } from '@app/contracts/actions/company';
import { companyNameMax } from '@app/contracts/companies';
import { defaultCountryCode } from '../../../lib/countries.ts';
import { FormField } from '../../../shared/forms/form-field.tsx';
import { SubmitButton } from '../../../shared/forms/submit-button.tsx';
import { useContractForm } from '../../../shared/forms/use-contract-form.ts';
import { FormError } from '../../../shared/errors/form-error.tsx';
import { ActionFailedError } from '../../../lib/api-client.ts';
import { useCreateCompany } from '../api/create-company.ts';
import { AskToJoin } from './ask-to-join.tsx';

/**
 * An existing account creates a company (or an SME) and becomes its admin, on a free trial: the
 * same company the register dialog creates, for someone who signed up as a person first.
 */
export function CreateCompanyForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateCompany();
  const form = useContractForm({ schema: createcompany.request, mutation: create });
  const { problems } = form;
  const [values, setValues] = useState({
    name: '',
    country: defaultCountryCode,
    vatId: '',
    alsoOffers: false,
  });
  // The VAT id is another company's: its admins may add the person instead.
  const holder =
    create.error instanceof ActionFailedError && create.error.code === 'company_exists'
      ? (create.error.failure as { company?: { id: number; name: string } }).company
      : undefined;
  const input = () => ({
    name: values.name,
    country: values.country,
    kind: values.alsoOffers ? ('sme' as const) : ('company' as const),
    vatId: values.vatId,
  });

  return (
    <>
      <form
        className="card people-form"
        noValidate
        data-testid="create-company-form"
        onSubmit={form.onSubmit(input, async () => {
          await create.mutateAsync(input());
          await navigate('/dashboard');
        })}
      >
        <h1 className="page-title">{t('companyPeople.create.title')}</h1>
        <p className="muted">{t('companyPeople.create.intro')}</p>
        <FormField
          id="create-company-name"
          label={t('auth.register.company.name')}
          required
          problem={problems.name ?? null}
        >
          {(control) => (
            <input
              {...control}
              className="input"
              autoComplete="organization"
              maxLength={companyNameMax}
              value={values.name}
              onChange={(event) => setValues({ ...values, name: event.target.value })}
            />
          )}
        </FormField>
        <FormField
          id="create-company-country"
          label={t('auth.register.company.country')}
          required
          problem={problems.country ?? null}
        >
          {(control) => (
            <CountrySelect
              control={control}
              value={values.country}
              onChange={(country) => setValues({ ...values, country })}
            />
          )}
        </FormField>
        <FormField
          id="create-company-vat"
          label={t('companyPeople.create.vatId')}
          hint={t('companyPeople.create.vatHint')}
          optional
          problem={problems.vatId ?? null}
        >
          {(control) => (
            <input
              {...control}
              className="input"
              autoComplete="off"
              maxLength={34}
              value={values.vatId}
              onChange={(event) => setValues({ ...values, vatId: event.target.value })}
            />
          )}
        </FormField>
        <label className="checkbox">
          <input
            type="checkbox"
            checked={values.alsoOffers}
            onChange={(event) => setValues({ ...values, alsoOffers: event.target.checked })}
          />
          {t('auth.register.company.alsoOffers')}
        </label>
        <FormError message={form.formError} testId="create-company-error" />
        <SubmitButton
          isPending={form.isPending}
          label={t('companyPeople.create.submit')}
          pendingLabel={t('companyPeople.create.submitting')}
          testId="create-company-submit"
        />
      </form>
      {holder ? (
        <section className="card" aria-label={t('companyPeople.askJoin.title')}>
          <AskToJoin key={holder.id} company={holder} />
        </section>
      ) : null}
    </>
  );
}
