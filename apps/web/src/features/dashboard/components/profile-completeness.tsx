import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DashboardSummary } from '../api/get-dashboard-summary.ts';

/** How complete the profile is, and a link to fill in each missing item. */
export function ProfileCompleteness({ summary }: { summary: DashboardSummary }) {
  const { t } = useTranslation();
  const titleId = useId();
  const percent = Math.max(0, Math.min(100, summary.profileCompleteness));
  return (
    <section
      className="card dashboard-completeness"
      aria-labelledby={titleId}
      data-testid="profile-completeness"
    >
      <div className="dashboard-completeness-head">
        <h2 id={titleId} className="dashboard-section-title">
          {t('dashboard.completeness.title')}
        </h2>
        <span className="dashboard-completeness-value" data-testid="completeness-value">
          {t('dashboard.completeness.percent', { percent })}
        </span>
      </div>
      <div
        className="dashboard-progress"
        role="progressbar"
        aria-labelledby={titleId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <span className="dashboard-progress-bar" style={{ width: `${percent}%` }} />
      </div>
      {summary.missing.length > 0 ? (
        <>
          <p className="dashboard-completeness-hint">{t('dashboard.completeness.missing')}</p>
          <ul className="dashboard-missing" data-testid="completeness-missing">
            {summary.missing.map((item) => (
              <li key={item}>
                <Link to={`/profile#${item}`}>{t(`dashboard.completeness.items.${item}`)}</Link>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className="dashboard-completeness-hint">{t('dashboard.completeness.done')}</p>
      )}
    </section>
  );
}
