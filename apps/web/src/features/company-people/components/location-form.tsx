import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { addcompanylocation } from '@app/contracts/actions/company-locations';
import { FormField } from '../../../shared/forms/form-field.tsx';
import { SubmitButton } from '../../../shared/forms/submit-button.tsx';
import { schemaProblemsOf } from '../../../shared/forms/schema-problems.ts';
import { FormError } from '../../../shared/errors/form-error.tsx';
import { fieldProblemsOf, useErrorMessage } from '../../../shared/errors/error-message.ts';
import { useAddCompanyLocation } from '../api/add-company-location.ts';

const fields = ['name', 'address', 'vatNumber', 'country', 'admins'] as const;
type Field = (typeof fields)[number];

/** A new location of the group, with its own details and optional further admins. */
export function LocationForm({ onAdded }: { onAdded: (name: string, invited: number) => void }) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const add = useAddCompanyLocation();
  const empty = { name: '', address: '', vatNumber: '', country: '', admins: '' };
  const [values, setValues] = useState<Record<Field, string>>(empty);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const local = schemaProblemsOf(addcompanylocation.request, values);
    setProblems(local);
    if (Object.keys(local).length > 0) return;
    try {
      const added = await add.mutateAsync(values);
      onAdded(values.name.trim(), added.invited);
      setValues(empty);
    } catch (error) {
      const found = fieldProblemsOf(error);
      setProblems(found);
      if (Object.keys(found).length === 0) setFailure(errorMessage(error));
    }
  };

  return (
    <form
      className="card people-form"
      onSubmit={(event) => void submit(event)}
      noValidate
      data-testid="location-form"
    >
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
      <FormError message={failure} testId="location-error" />
      <SubmitButton
        isPending={add.isPending}
        label={t('companyPeople.locations.add')}
        testId="location-submit"
      />
    </form>
  );
}
