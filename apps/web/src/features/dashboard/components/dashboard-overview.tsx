import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Language } from '@app/contracts/locales';
import { errorMessageKey } from '../../../shared/errors/error-message.ts';
import { formatDate, formatNumber } from '../../../lib/format.ts';
import { useCompanyDetails } from '../../../shared/session/get-company-details.ts';
import { BudgetSummary } from '../../fee-approval/index.ts';
import { useDashboardSummary } from '../api/get-dashboard-summary.ts';
import { CompanyHome } from './company-home.tsx';
import { DashboardFigures } from './dashboard-figures.tsx';
import { InviteLink } from './invite-link.tsx';
import { ProfileCompleteness } from './profile-completeness.tsx';
import { WaitingPanel } from './waiting-panel.tsx';
import './dashboard-overview.css';

/** What the account is: an individual, a provider company, a company or an SME user. */
export type AccountType = 'individual' | 'providerCompany' | 'company' | 'sme';
/** The route table's three dashboards: company users, SME users (trainer dashboard), the rest. */
export type DashboardKind = 'company' | 'sme' | 'ordinary';

interface DashboardOverviewProps {
  name: string;
  username: string;
  kind: DashboardKind;
  accountType: AccountType;
  serviceType: 'provider' | 'seeker';
  language: Language;
  /** The site's origin, for the invitation link. */
  origin: string;
  today?: Date;
}

export function DashboardOverview({
  name,
  username,
  kind,
  accountType,
  serviceType,
  language,
  origin,
  today = new Date(),
}: DashboardOverviewProps) {
  const { t } = useTranslation();
  const isCompanyKind = kind !== 'ordinary';
  const summary = useDashboardSummary();
  const details = useCompanyDetails(isCompanyKind);
  const company = isCompanyKind ? (details.data?.company ?? null) : null;
  const trialDaysLeft =
    summary.data?.trialDaysLeft ?? details.data?.subscription?.trialDaysLeft ?? null;
  const isAdmin = company?.userRole === 1;
  const roleKey = company
    ? company.userRole !== 1
      ? 'dashboard.roles.manager'
      : company.kind === 'sme'
        ? 'dashboard.roles.smeAdmin'
        : 'dashboard.roles.admin'
    : null;
  const problem = summary.error ?? details.error;

  const quickLinks = [
    { key: 'dashboard.links.editProfile', path: '/profile' },
    { key: 'dashboard.links.settings', path: '/settings' },
    ...(isCompanyKind
      ? [{ key: 'dashboard.links.companyDetails', path: '/profile/company-details' }]
      : []),
    // Publishing is for providers; anyone may post a requirement.
    ...(serviceType === 'provider'
      ? [{ key: 'dashboard.links.createTopic', path: '/addtopic' }]
      : []),
    { key: 'dashboard.links.postRequirement', path: '/requirement/addrequirement' },
    { key: 'dashboard.links.bookings', path: '/mybooking' },
    { key: 'dashboard.links.reviews', path: '/review' },
    // Someone of no company may create one (and become its admin, on a free trial).
    ...(isCompanyKind
      ? []
      : [{ key: 'dashboard.links.createCompany', path: '/dashboard/c/add-company-profile' }]),
  ];

  return (
    <div className="dashboard-overview" data-testid="dashboard-overview" data-kind={kind}>
      <section className="dashboard-hero">
        {isCompanyKind ? (
          <p className="dashboard-kind" data-testid="dashboard-kind">
            {t(`dashboard.kinds.${kind}`)}
            {company ? <span className="dashboard-company-name">{company.name}</span> : null}
            {kind === 'sme' ? <span className="beta-badge">{t('dashboard.beta')}</span> : null}
          </p>
        ) : null}
        <h1 className="page-title">{t('dashboard.welcome', { name })}</h1>
        <p className="dashboard-today" data-testid="dashboard-today">
          {t('dashboard.today', { date: formatDate(today, language, 'full') })}
        </p>
      </section>
      <WaitingPanel isProvider={serviceType === 'provider'} canApprove={isAdmin} />
      {/* Budgets (fee approval): the company's training budgets of this year. */}
      {isCompanyKind ? <BudgetSummary /> : null}
      {isCompanyKind ? <CompanyHome language={language} now={today} /> : null}
      {problem ? (
        <p className="alert alert-error" role="alert">
          {t(errorMessageKey(problem))}
        </p>
      ) : null}
      {/* A person's own work; a company's is in its panels above. */}
      {!isCompanyKind && summary.data ? (
        <DashboardFigures summary={summary.data} language={language} />
      ) : null}
      <dl className="dashboard-facts">
        <div className="card">
          <dt>{t('dashboard.username')}</dt>
          <dd>{username}</dd>
        </div>
        <div className="card">
          <dt>{t('dashboard.accountType')}</dt>
          <dd data-testid="account-type">{t(`dashboard.accountTypes.${accountType}`)}</dd>
        </div>
        <div className="card">
          <dt>{t('dashboard.serviceType')}</dt>
          <dd data-testid="service-type">{t(`dashboard.serviceTypes.${serviceType}`)}</dd>
        </div>
        {roleKey ? (
          <div className="card">
            <dt>{t('dashboard.role')}</dt>
            <dd data-testid="dashboard-role">{t(roleKey)}</dd>
          </div>
        ) : null}
        {isCompanyKind && trialDaysLeft !== null ? (
          <div className="card dashboard-trial">
            <dt>{t('dashboard.trialDaysLeft')}</dt>
            <dd data-testid="trial-days">{formatNumber(trialDaysLeft, language)}</dd>
            {details.data?.subscription ? (
              <dd className="dashboard-trial-end">
                {t('dashboard.trialEnds', {
                  date: formatDate(details.data.subscription.end_date, language, 'long'),
                })}
              </dd>
            ) : null}
          </div>
        ) : null}
      </dl>
      <div className="dashboard-panels">
        {summary.data ? (
          <ProfileCompleteness summary={summary.data} />
        ) : summary.isPending ? (
          <p className="card muted">{t('app.loading')}</p>
        ) : null}
        {isAdmin && company ? (
          <InviteLink url={`${origin}/company/${encodeURIComponent(company.slug)}`} />
        ) : null}
      </div>
      <section aria-labelledby="dashboard-quick-links">
        <h2 id="dashboard-quick-links" className="dashboard-section-title">
          {t('dashboard.quickLinks')}
        </h2>
        <ul className="dashboard-links" data-testid="quick-actions">
          {quickLinks.map((link) => (
            <li key={link.key}>
              <Link to={link.path} className="dashboard-link">
                {t(link.key)}
                <span aria-hidden="true">→</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
