import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { savecompanyperson } from '@app/contracts/actions/company-people';
import type { CompanyPerson } from '../api/get-company-people.ts';
import { FormField } from '../../../shared/forms/form-field.tsx';
import { SubmitButton } from '../../../shared/forms/submit-button.tsx';
import { schemaProblemsOf } from '../../../shared/forms/schema-problems.ts';
import { FormError } from '../../../shared/errors/form-error.tsx';
import { fieldProblemsOf, useErrorMessage } from '../../../shared/errors/error-message.ts';
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
  const errorMessage = useErrorMessage();
  const save = useSaveCompanyPerson();
  const [name, setName] = useState(person?.name ?? '');
  const [email, setEmail] = useState(person?.email ?? '');
  const [department, setDepartment] = useState(person?.department ?? '');
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const prefix = `person-${person?.id ?? 'new'}`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const input = { ...(person ? { id: person.id } : {}), name, email, department };
    const local = schemaProblemsOf(savecompanyperson.request, input);
    setProblems(local);
    if (Object.keys(local).length > 0) return;
    try {
      await save.mutateAsync(input);
      onDone();
    } catch (error) {
      const fields = fieldProblemsOf(error);
      setProblems(fields);
      if (Object.keys(fields).length === 0) setFailure(errorMessage(error));
    }
  };

  return (
    <form
      className="people-editor"
      onSubmit={(event) => void submit(event)}
      noValidate
      data-testid="person-form"
    >
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
      <FormError message={failure} testId="person-error" />
      <div className="people-row-actions">
        <SubmitButton
          isPending={save.isPending}
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
