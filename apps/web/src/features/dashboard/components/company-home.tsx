import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Language } from '@app/contracts/locales';
import { formatDateTime, formatNumber, formatRelativeTime } from '../../../lib/format.ts';
import { TrialEndedNotice } from '../../billing/index.ts';
import { useCompanyDetails } from '../../../shared/session/get-company-details.ts';
import { EmptyState } from '../../../shared/states/empty-state.tsx';
import { QueryStates } from '../../../shared/states/query-states.tsx';
import { useCompanyDashboard, type CompanyDashboard } from '../api/get-company-dashboard.ts';
import { SetupChecklist } from './setup-checklist.tsx';
import './company-home.css';

interface CompanyHomeProps {
  language: Language;
  now?: Date;
}

/**
 * The company dashboard's own sections (docs/product.md, "Company dashboard home"): the next
 * trainings, what changed lately and, for a super admin of several locations, one card per
 * location. One call (companydashboard) feeds them all.
 */
export function CompanyHome({ language, now = new Date() }: CompanyHomeProps) {
  const query = useCompanyDashboard();
  const details = useCompanyDetails();
  return (
    <div className="company-home" data-testid="company-home">
      <TrialEndedNotice subscription={details.data?.subscription ?? null} linkToBilling />
      <QueryStates query={query} errorTestId="company-home-error">
        {(data) => (
          <>
            {data.setup ? <SetupChecklist setup={data.setup} /> : null}
            {data.locations.length > 0 ? (
              <LocationsOverview locations={data.locations} language={language} />
            ) : null}
            <div className="company-home-columns">
              <UpcomingTrainings upcoming={data.upcoming} language={language} />
              <RecentActivity activity={data.activity} language={language} now={now} />
            </div>
          </>
        )}
      </QueryStates>
    </div>
  );
}

function UpcomingTrainings({
  upcoming,
  language,
}: {
  upcoming: CompanyDashboard['upcoming'];
  language: Language;
}) {
  const { t } = useTranslation();
  return (
    <section
      className="card company-home-section"
      aria-labelledby="company-upcoming-heading"
      data-testid="company-upcoming"
    >
      <h2 id="company-upcoming-heading" className="dashboard-section-title">
        {t('companyHome.upcoming.title')}
      </h2>
      {upcoming.length === 0 ? (
        <EmptyState
          text={t('companyHome.upcoming.empty')}
          action={<Link to="/search">{t('companyHome.upcoming.find')}</Link>}
          testId="company-upcoming-empty"
        />
      ) : (
        <ul className="company-home-list">
          {upcoming.map((training) => (
            <li key={training.bookingId} className="company-home-item">
              <time className="company-home-when" dateTime={training.startsAt}>
                {formatDateTime(training.startsAt, language)}
              </time>
              <Link to={`/mybooking/${training.bookingId}`} className="company-home-title">
                {training.title}
              </Link>
              <span className="company-home-meta">
                {t('companyHome.upcoming.trainer')}{' '}
                <Link to={`/${encodeURIComponent(training.trainer.username)}`}>
                  {training.trainer.name}
                </Link>
                {' · '}
                {t('companyHome.upcoming.participants', { count: training.participants })}
                {training.location ? ` · ${training.location}` : null}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function RecentActivity({
  activity,
  language,
  now,
}: {
  activity: CompanyDashboard['activity'];
  language: Language;
  now: Date;
}) {
  const { t } = useTranslation();
  return (
    <section
      className="card company-home-section"
      aria-labelledby="company-activity-heading"
      data-testid="company-activity"
    >
      <h2 id="company-activity-heading" className="dashboard-section-title">
        {t('companyHome.activity.title')}
      </h2>
      {activity.length === 0 ? (
        <EmptyState text={t('companyHome.activity.empty')} testId="company-activity-empty" />
      ) : (
        <ul className="company-home-list">
          {activity.map((change) => (
            <li key={change.id} className="company-home-item">
              <span className="company-home-state" data-state={change.toState}>
                {t(`bookings.state.${change.toState}`, { defaultValue: change.toState })}
              </span>
              <Link to={`/mybooking/${change.bookingId}`} className="company-home-title">
                {change.title}
              </Link>
              <span className="company-home-meta">
                {change.actor
                  ? t('companyHome.activity.by', { name: change.actor.name })
                  : t('bookings.history.system')}
                {' · '}
                <time dateTime={change.at} title={formatDateTime(change.at, language)}>
                  {formatRelativeTime(change.at, language, now)}
                </time>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function LocationsOverview({
  locations,
  language,
}: {
  locations: CompanyDashboard['locations'];
  language: Language;
}) {
  const { t } = useTranslation();
  const figures = ['people', 'members', 'upcoming', 'awaitingApproval'] as const;
  return (
    <section
      className="company-home-locations"
      aria-labelledby="company-locations-heading"
      data-testid="company-locations"
    >
      <h2 id="company-locations-heading" className="dashboard-section-title">
        {t('companyHome.locations.title')}
      </h2>
      <p className="muted">{t('companyHome.locations.hint')}</p>
      <ul className="company-home-location-list">
        {locations.map((location) => (
          <li
            key={location.id}
            className="card company-home-location"
            data-testid="company-location"
            data-active={location.isActive ? 'true' : 'false'}
          >
            <h3 className="company-home-location-name">
              {location.name}
              {location.isActive ? (
                <span className="company-home-current">{t('companyHome.locations.current')}</span>
              ) : null}
            </h3>
            <dl className="company-home-figures">
              {figures.map((figure) => (
                <div key={figure}>
                  <dt>{t(`companyHome.locations.${figure}`)}</dt>
                  <dd>{formatNumber(location[figure], language)}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
    </section>
  );
}
