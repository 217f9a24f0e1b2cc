import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Language } from '@app/contracts/locales';
import { useDebouncedValue } from '../../../hooks/use-debounced-value.ts';
import { formatDate } from '../../../lib/format.ts';
import { QueryStates } from '../../../shared/states/query-states.tsx';
import { usePeopleSearch } from '../api/people.ts';

/** People by name, username or e-mail, and companies by name or VAT id; a person opens their record. */
export function PeopleScreen({ language }: { language: Language }) {
  const { t } = useTranslation();
  const inputId = useId();
  const [text, setText] = useState('');
  const q = useDebouncedValue(text.trim(), 300);
  const found = usePeopleSearch(q);
  return (
    <div className="console-page" data-testid="console-people">
      <h1>{t('console.people.title')}</h1>
      <p className="muted">{t('console.people.intro')}</p>
      <div className="card console-search">
        <label htmlFor={inputId} className="field-label">
          {t('console.people.search')}
        </label>
        <input
          id={inputId}
          type="search"
          className="input"
          value={text}
          onChange={(event) => setText(event.target.value)}
          data-testid="people-search"
        />
      </div>
      {q.length < 2 ? (
        <p className="muted">{t('console.people.typeMore')}</p>
      ) : (
        <QueryStates query={found}>
          {(data) =>
            data.people.length === 0 && data.companies.length === 0 ? (
              <p className="card console-empty">{t('console.people.none')}</p>
            ) : (
              <>
                {data.people.length > 0 ? (
                  <section aria-labelledby="people-found">
                    <h2 id="people-found" className="console-section-title">
                      {t('console.people.people', { count: data.people.length })}
                    </h2>
                    <ul className="console-list">
                      {data.people.map((person) => (
                        <li
                          key={person.userId}
                          className="card console-row"
                          data-testid="person-row"
                        >
                          <div className="console-row-main">
                            <Link
                              to={`/admin/people/${person.userId}`}
                              className="console-row-title"
                            >
                              {person.name ?? person.username}
                            </Link>
                            <span className="muted">
                              {person.username} · {person.email}
                              {person.companies.length > 0
                                ? ` · ${person.companies.join(', ')}`
                                : ''}
                            </span>
                          </div>
                          <div className="console-row-side">
                            {person.platformRole ? (
                              <span className="console-badge">
                                {t(`console.roles.${person.platformRole}`)}
                              </span>
                            ) : null}
                            {person.suspended ? (
                              <span className="console-badge console-badge-dismissed">
                                {t('console.people.suspended')}
                              </span>
                            ) : null}
                          </div>
                        </li>
                      ))}
                    </ul>
                  </section>
                ) : null}
                {data.companies.length > 0 ? (
                  <section aria-labelledby="companies-found">
                    <h2 id="companies-found" className="console-section-title">
                      {t('console.people.companies', { count: data.companies.length })}
                    </h2>
                    <ul className="console-list">
                      {data.companies.map((company) => (
                        <li key={company.id} className="card console-row" data-testid="company-row">
                          <div className="console-row-main">
                            <Link
                              to={`/admin/companies/${company.id}`}
                              className="console-row-title"
                            >
                              {company.name}
                            </Link>
                            <span className="muted">
                              {[
                                company.vatId,
                                t('console.people.members', { count: company.members }),
                              ]
                                .filter(Boolean)
                                .join(' · ')}
                            </span>
                          </div>
                          <div className="console-row-side">
                            {company.plan ? (
                              <span className="muted">
                                {t('console.people.plan', {
                                  plan: company.plan,
                                  date: company.endDate
                                    ? formatDate(company.endDate, language, 'medium')
                                    : '—',
                                })}
                              </span>
                            ) : null}
                          </div>
                        </li>
                      ))}
                    </ul>
                  </section>
                ) : null}
              </>
            )
          }
        </QueryStates>
      )}
    </div>
  );
}
