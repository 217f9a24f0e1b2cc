import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { savecompanyperson } from '@app/contracts/actions/company-people';
import type { CompanyPerson } from '../api/get-company-people.ts';
import { FormField } from '../../../shared/forms/form-field.tsx';
import { SubmitButton } from '../../../shared/forms/submit-button.tsx';
import { useContractForm } from '../../../shared/forms/use-contract-form.ts';
import { FormError } from '../../../shared/errors/form-error.tsx';
import { useSaveCompanyPerson } from '../api/save-company-person.ts';

/** Adds a person of the company (no `person`) or edits one. */
export function PersonForm({
  person,
  onDone,
}: {
  person: CompanyPerson | null;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const save = useSaveCompanyPerson();
  const form = useContractForm({ schema: savecompanyperson.request, mutation: save });
  const { problems } = form;
  const [name, setName] = useState(person?.name ?? '');
  const [email, setEmail] = useState(person?.email ?? '');
  const [department, setDepartment] = useState(person?.department ?? '');
  const prefix = `person-${person?.id ?? 'new'}`;

  const input = { ...(person ? { id: person.id } : {}), name, email, department };
  const submit = form.onSubmit(
    () => input,
    async () => {
      await save.mutateAsync(input);
      onDone();
    },
  );

  return (
    <form className="people-editor" onSubmit={submit} noValidate data-testid="person-form">
      <div className="people-form-row">
        <FormField
          id={`${prefix}-name`}
          label={t('companyPeople.fields.name')}
          required
          problem={problems.name ?? null}
        >
          {(control) => (
            <input
              {...control}
              className="input"
              value={name}
              onChange={(event) => setName(event.target.value)}
              data-testid="person-name"
            />
          )}
        </FormField>
        <FormField
          id={`${prefix}-email`}
          label={t('companyPeople.fields.email')}
          optional
          problem={problems.email ?? null}
        >
          {(control) => (
            <input
              {...control}
              className="input"
              type="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              data-testid="person-email"
            />
          )}
        </FormField>
        <FormField
          id={`${prefix}-department`}
          label={t('companyPeople.fields.department')}
          optional
          problem={problems.department ?? null}
        >
          {(control) => (
            <input
              {...control}
              className="input"
              value={department}
              onChange={(event) => setDepartment(event.target.value)}
              data-testid="person-department"
            />
          )}
        </FormField>
      </div>
      <FormError message={form.formError} testId="person-error" />
      <div className="people-row-actions">
        <SubmitButton
          isPending={form.isPending}
          label={t('companyPeople.actions.save')}
          testId="person-save"
        />
        <button type="button" className="btn btn-ghost" onClick={onDone}>
          {t('companyPeople.actions.cancel')}
        </button>
      </div>
    </form>
  );
}
