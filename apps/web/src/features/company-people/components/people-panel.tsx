import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { useDebouncedValue } from '../../../hooks/use-debounced-value.ts';
import { useCompanyPeople, type CompanyPerson } from '../api/get-company-people.ts';
import { EmptyState } from '../../../shared/states/empty-state.tsx';
import { QueryStates } from '../../../shared/states/query-states.tsx';
import { useRemoveCompanyPerson } from '../api/remove-company-person.ts';
import { PeopleImport } from './people-import.tsx';
import { PersonForm } from './person-form.tsx';

/** The people of the company (employees without an account): search, add, edit, remove, CSV. */
export function PeoplePanel() {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), 250);
  const query = useCompanyPeople(q);
  const remove = useRemoveCompanyPerson();
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [removing, setRemoving] = useState<CompanyPerson | null>(null);

  return (
    <div className="people-panel">
      <section className="card" aria-labelledby="people-title">
        <div className="people-head">
          <h2 id="people-title" className="people-section-title">
            {t('companyPeople.people.title')}
          </h2>
          {editing === 'new' ? null : (
            <button
              type="button"
              className="btn btn-primary"
              onClick={() => setEditing('new')}
              data-testid="person-add"
            >
              {t('companyPeople.people.add')}
            </button>
          )}
        </div>
        <p className="muted">{t('companyPeople.people.intro')}</p>
        {editing === 'new' ? <PersonForm person={null} onDone={() => setEditing(null)} /> : null}
        <div className="field people-search">
          <label className="field-label" htmlFor="people-search">
            {t('companyPeople.people.search')}
          </label>
          <input
            id="people-search"
            className="input"
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            data-testid="people-search"
          />
        </div>
        <QueryStates query={query} errorTestId="people-error">
          {({ people, total }) =>
            people.length === 0 ? (
              <EmptyState
                text={q ? t('companyPeople.people.noMatch') : t('companyPeople.people.empty')}
                testId="people-empty"
              />
            ) : (
              <>
                <p className="muted" role="status" data-testid="people-count">
                  {t('companyPeople.people.count', { count: total })}
                </p>
                <ul className="people-list" data-testid="people-list">
                  {people.map((person) => (
                    <li key={person.id} className="people-row" data-testid="person-row">
                      {editing === person.id ? (
                        <PersonForm person={person} onDone={() => setEditing(null)} />
                      ) : (
                        <>
                          <div className="people-row-main">
                            <strong data-testid="person-row-name">{person.name}</strong>
                            <span className="muted people-row-sub">
                              {[person.email, person.department].filter(Boolean).join(' · ')}
                            </span>
                          </div>
                          <div className="people-row-actions">
                            <button
                              type="button"
                              className="btn btn-secondary"
                              onClick={() => setEditing(person.id)}
                              aria-label={t('companyPeople.people.editOf', { name: person.name })}
                              data-testid="person-edit"
                            >
                              {t('companyPeople.actions.edit')}
                            </button>
                            <button
                              type="button"
                              className="btn btn-ghost"
                              onClick={() => setRemoving(person)}
                              aria-label={t('companyPeople.people.removeOf', { name: person.name })}
                              data-testid="person-remove"
                            >
                              {t('companyPeople.actions.remove')}
                            </button>
                          </div>
                        </>
                      )}
                    </li>
                  ))}
                </ul>
              </>
            )
          }
        </QueryStates>
      </section>
      <PeopleImport />
      {removing ? (
        <ConfirmDialog
          title={t('companyPeople.confirm.person.title')}
          text={t('companyPeople.confirm.person.text', { name: removing.name })}
          cancelLabel={t('companyPeople.actions.cancel')}
          confirmLabel={t('companyPeople.confirm.person.confirm')}
          onConfirm={() => remove.mutateAsync({ id: removing.id })}
          onClose={() => setRemoving(null)}
          onDone={() => setRemoving(null)}
          testId="person-confirm"
          confirmTestId="person-confirm-button"
        />
      ) : null}
    </div>
  );
}
