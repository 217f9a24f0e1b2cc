import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PlatformRole } from '@app/contracts/access';
import { isKnownPlan } from '@app/contracts/billing';
import type { Language } from '@app/contracts/locales';
import { formatCalendarDate, formatDate, formatPrice } from '../../../lib/format.ts';
import { QueryStates } from '../../../shared/states/query-states.tsx';
import { useCompanyRecord, type CompanyRecord } from '../api/people.ts';
import { SetSubscription } from './plans-screen.tsx';

/**
 * A company's record: who works in it, its group's other locations, its subscription now and
 * before (an operator sets a new one here), its plan requests and its latest documents.
 */
export function CompanyScreen({
  companyId,
  language,
  role,
}: {
  companyId: number;
  language: Language;
  role: PlatformRole;
}) {
  const { t } = useTranslation();
  const record = useCompanyRecord(companyId);
  return (
    <div className="console-page" data-testid="console-company">
      <Link to="/admin/people" className="console-back">
        {t('console.person.back')}
      </Link>
      <QueryStates query={record}>
        {(data) => <CompanyBody data={data} language={language} role={role} />}
      </QueryStates>
    </div>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="card" aria-labelledby={id}>
      <h2 id={id} className="console-section-title">
        {title}
      </h2>
      {children}
    </section>
  );
}

function CompanyBody({
  data,
  language,
  role,
}: {
  data: CompanyRecord;
  language: Language;
  role: PlatformRole;
}) {
  const { t } = useTranslation();
  const { company } = data;
  const planName = (plan: string) => (isKnownPlan(plan) ? t(`billing.plans.${plan}`) : plan);
  const current = data.subscriptions[0];
  const openRequest = data.planRequests.find((request) => request.state === 'open');
  return (
    <>
      <header className="console-report-head">
        <h1>{company.name}</h1>
        <span className="console-badge">{t(`console.company.kinds.${company.kind}`)}</span>
      </header>
      <p className="muted">
        {[
          company.vatId,
          company.country,
          t('console.company.since', { date: formatDate(company.createdAt, language, 'medium') }),
        ]
          .filter(Boolean)
          .join(' · ')}
        {company.parent ? (
          <>
            {' · '}
            {t('console.company.locationOf')}{' '}
            <Link to={`/admin/companies/${company.parent.id}`}>{company.parent.name}</Link>
          </>
        ) : null}
      </p>
      <div className="console-report-grid">
        <div className="console-report-main">
          <Section id="company-members" title={t('console.company.members')}>
            <ul className="console-group" data-testid="company-members">
              {data.members.map((member) => (
                <li key={member.userId}>
                  <Link to={`/admin/people/${member.userId}`}>
                    {member.name ?? member.username}
                  </Link>
                  <span className="muted">
                    {member.username} ·{' '}
                    {t(member.userRole === 1 ? 'console.company.admin' : 'console.company.manager')}
                  </span>
                </li>
              ))}
            </ul>
          </Section>
          {data.locations.length > 0 ? (
            <Section id="company-locations" title={t('console.company.locations')}>
              <ul className="console-group">
                {data.locations.map((location) => (
                  <li key={location.id}>
                    <Link to={`/admin/companies/${location.id}`}>{location.name}</Link>
                  </li>
                ))}
              </ul>
            </Section>
          ) : null}
          <Section id="company-documents" title={t('console.company.documents')}>
            {data.documents.length === 0 ? (
              <p className="muted">{t('console.company.noDocuments')}</p>
            ) : (
              <ul className="console-group" data-testid="company-documents">
                {data.documents.map((document) => (
                  <li key={`${document.kind}-${document.id}`}>
                    <strong>{document.number}</strong>
                    <span className="muted">
                      {[
                        t(`console.company.documentKinds.${document.kind}`),
                        document.party,
                        formatCalendarDate(document.issueDate, language),
                        document.grossMinor === null
                          ? null
                          : formatPrice(document.grossMinor, language, document.currency),
                        t(
                          `${document.kind === 'purchase_order' ? 'purchaseOrders' : 'invoices'}.states.${document.state}`,
                          { defaultValue: document.state },
                        ),
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </Section>
        </div>
        <div className="console-report-main">
          <Section id="company-subscription" title={t('console.company.subscription')}>
            {current ? (
              <p data-testid="company-subscription">
                {t('console.people.plan', {
                  plan: planName(current.plan),
                  date: formatDate(current.endDate, language, 'medium'),
                })}
              </p>
            ) : (
              <p className="muted">{t('console.plans.noSubscription')}</p>
            )}
            {data.subscriptions.length > 1 ? (
              <ul className="console-group">
                {data.subscriptions.slice(1).map((subscription) => (
                  <li key={subscription.createdAt} className="muted">
                    {t('console.people.plan', {
                      plan: planName(subscription.plan),
                      date: formatDate(subscription.endDate, language, 'medium'),
                    })}
                  </li>
                ))}
              </ul>
            ) : null}
            {data.planRequests.length > 0 ? (
              <p className="muted">
                {data.planRequests
                  .map((request) =>
                    t('console.company.request', {
                      plan: planName(request.plan),
                      date: formatDate(request.createdAt, language, 'medium'),
                      state: t(
                        `console.plans.states.${request.state === 'open' ? 'open' : 'done'}`,
                      ),
                    }),
                  )
                  .join(' · ')}
              </p>
            ) : null}
            {role === 'operator' ? (
              <SetSubscription
                companyId={company.id}
                plan={openRequest?.plan ?? current?.plan ?? 'standard'}
                endDate={current?.endDate ?? null}
              />
            ) : null}
          </Section>
        </div>
      </div>
    </>
  );
}
