import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CompanySetupStep } from '@app/contracts/actions/company-home';
import type { CompanyDashboard } from '../api/get-company-dashboard.ts';

/** Where each first step is done. */
const stepPaths: Record<CompanySetupStep, string> = {
  verifyEmail: '/settings',
  billingDetails: '/dashboard/c/billing',
  inviteManagers: '/dashboard/c/userroles',
  approvalRules: '/dashboard/c/feeapproval',
  approveTrainers: '/dashboard/c/trainerslist',
  firstBooking: '/search',
};

/**
 * A new company's first steps for its admin (docs/product.md, "A company's lifecycle"), each
 * ticked by the server from the company's real state and linking to the page that does it; gone
 * once every step is done.
 */
export function SetupChecklist({ setup }: { setup: NonNullable<CompanyDashboard['setup']> }) {
  const { t } = useTranslation();
  const done = setup.filter((item) => item.done).length;
  if (done === setup.length) return null;
  return (
    <section
      className="card company-setup"
      aria-labelledby="company-setup-heading"
      data-testid="company-setup"
    >
      <h2 id="company-setup-heading" className="dashboard-section-title">
        {t('companyHome.setup.title')}
      </h2>
      <p className="muted" data-testid="company-setup-progress">
        {t('companyHome.setup.progress', { done: String(done), total: String(setup.length) })}
      </p>
      <ol className="company-setup-list">
        {setup.map((item) => (
          <li
            key={item.step}
            className="company-setup-item"
            data-state={item.done ? 'done' : 'todo'}
            data-testid={`setup-${item.step}`}
          >
            <span className="company-setup-mark" aria-hidden="true">
              {item.done ? '✓' : ''}
            </span>
            <span className="company-setup-text">
              <span className="visually-hidden">
                {item.done ? t('companyHome.setup.done') : t('companyHome.setup.todo')}
              </span>
              {item.done ? (
                t(`companyHome.setup.steps.${item.step}`)
              ) : (
                <Link to={stepPaths[item.step]}>{t(`companyHome.setup.steps.${item.step}`)}</Link>
              )}
              <span className="company-setup-hint">
                {t(`companyHome.setup.hints.${item.step}`)}
              </span>
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
