import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Language } from '@app/contracts/locales';
import { formatDate } from '../../../lib/format.ts';
import './dashboard-overview.css';

export type AccountType = 'individual' | 'company' | 'sme';

interface DashboardOverviewProps {
  name: string;
  username: string;
  accountType: AccountType;
  serviceType: 'provider' | 'seeker';
  language: Language;
  today?: Date;
}

export function DashboardOverview({
  name,
  username,
  accountType,
  serviceType,
  language,
  today = new Date(),
}: DashboardOverviewProps) {
  const { t } = useTranslation();
  const quickLinks = [
    { key: 'dashboard.links.createTopic', path: '/addtopic' },
    { key: 'dashboard.links.postRequirement', path: '/requirement/addrequirement' },
    { key: 'dashboard.links.bookings', path: '/mybooking' },
    { key: 'dashboard.links.settings', path: '/settings' },
  ];
  return (
    <div className="dashboard-overview" data-testid="dashboard-overview">
      <section className="dashboard-hero">
        <h1 className="page-title">{t('dashboard.welcome', { name })}</h1>
        <p className="dashboard-today" data-testid="dashboard-today">
          {t('dashboard.today', { date: formatDate(today, language, 'full') })}
        </p>
      </section>
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
      </dl>
      <section aria-labelledby="dashboard-quick-links">
        <h2 id="dashboard-quick-links" className="dashboard-section-title">
          {t('dashboard.quickLinks')}
        </h2>
        <ul className="dashboard-links">
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
