import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addcompanylocation } from '@app/contracts/actions/company-locations';
import { FormField } from '../../../shared/forms/form-field.tsx';
import { SubmitButton } from '../../../shared/forms/submit-button.tsx';
import { useContractForm } from '../../../shared/forms/use-contract-form.ts';
import { FormError } from '../../../shared/errors/form-error.tsx';
import { useAddCompanyLocation } from '../api/add-company-location.ts';

const fields = ['name', 'address', 'vatNumber', 'country', 'admins'] as const;
type Field = (typeof fields)[number];

/** A new location of the group, with its own details and optional further admins. */
export function LocationForm({ onAdded }: { onAdded: (name: string, invited: number) => void }) {
  const { t } = useTranslation();
  const add = useAddCompanyLocation();
  const form = useContractForm({ schema: addcompanylocation.request, mutation: add });
  const { problems } = form;
  const empty = { name: '', address: '', vatNumber: '', country: '', admins: '' };
  const [values, setValues] = useState<Record<Field, string>>(empty);

  const submit = form.onSubmit(
    () => values,
    async () => {
      const added = await add.mutateAsync(values);
      onAdded(values.name.trim(), added.invited);
      setValues(empty);
    },
  );

  return (
    <form className="card people-form" onSubmit={submit} noValidate data-testid="location-form">
      <h2 className="people-section-title">{t('companyPeople.locations.addTitle')}</h2>
      <p className="muted">{t('companyPeople.locations.addIntro')}</p>
      {fields.map((field) => (
        <FormField
          key={field}
          id={`location-${field}`}
          label={t(`companyPeople.locations.fields.${field}`)}
          hint={
            field === 'admins'
              ? t('companyPeople.locations.adminsHint')
              : field === 'country'
                ? t('companyPeople.locations.countryHint')
                : undefined
          }
          required={field === 'name'}
          optional={field !== 'name'}
          problem={problems[field] ?? null}
        >
          {(control) =>
            field === 'admins' ? (
              <textarea
                {...control}
                className="input"
                rows={2}
                value={values[field]}
                onChange={(event) => setValues({ ...values, [field]: event.target.value })}
                data-testid={`location-${field}`}
              />
            ) : (
              <input
                {...control}
                className="input"
                maxLength={field === 'country' ? 2 : undefined}
                value={values[field]}
                onChange={(event) => setValues({ ...values, [field]: event.target.value })}
                data-testid={`location-${field}`}
              />
            )
          }
        </FormField>
      ))}
      <FormError message={form.formError} testId="location-error" />
      <SubmitButton
        isPending={form.isPending}
        label={t('companyPeople.locations.add')}
        testId="location-submit"
      />
    </form>
  );
}
