import { useTranslation } from 'react-i18next';
import { isKnownPlan, subscriptionPlans } from '@app/contracts/billing';
import { useLanguage } from '../../../hooks/use-language.ts';
import { formatDate } from '../../../lib/format.ts';
import { BillingDetailsCard } from './billing-details-card.tsx';
import { PlanRequestCard } from './plan-request-card.tsx';
import { TrialEndedNotice } from './trial-ended-notice.tsx';
import { useCompanyDetails } from '../../../shared/session/get-company-details.ts';
import { QueryStates } from '../../../shared/states/query-states.tsx';
import './billing-screen.css';

/**
 * The Billing page (docs/product.md, "Billing details and Billing"): for company staff the
 * subscription (plan, free-trial days left, what the plan includes) and the company's billing
 * details (its admin edits, managers read); for everyone their own billing details.
 */
export function BillingScreen({ isCompanyStaff }: { isCompanyStaff: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="billing-screen" data-testid="billing-screen">
      <h1 className="page-title">{t('billing.title')}</h1>
      {isCompanyStaff ? <SubscriptionCard /> : null}
      {isCompanyStaff ? <CompanyPlanRequest /> : null}
      {isCompanyStaff ? <BillingDetailsCard target="company" anchor="company-billing" /> : null}
      <BillingDetailsCard target="mine" anchor="my-billing" />
    </div>
  );
}

/** The plan request for the company's staff: its admin asks, managers read. */
function CompanyPlanRequest() {
  const query = useCompanyDetails();
  const company = query.data?.company;
  if (!company) return null;
  return <PlanRequestCard isAdmin={company.userRole === 1} />;
}

function SubscriptionCard() {
  const { t } = useTranslation();
  const language = useLanguage();
  const query = useCompanyDetails();
  return (
    <section
      className="card billing-card"
      aria-labelledby="subscription-heading"
      data-testid="billing-subscription"
    >
      <h2 id="subscription-heading" className="billing-card-title">
        {t('billing.subscription.title')}
      </h2>
      <QueryStates query={query} errorTestId="billing-subscription-error">
        {({ company, subscription }) =>
          !company || !subscription ? (
            <p className="muted" data-testid="billing-no-subscription">
              {t('billing.subscription.none')}
            </p>
          ) : (
            <>
              <TrialEndedNotice subscription={subscription} />
              <dl className="billing-facts">
                <div>
                  <dt>{t('billing.subscription.company')}</dt>
                  <dd>{company.name}</dd>
                </div>
                <div>
                  <dt>{t('billing.subscription.plan')}</dt>
                  <dd data-testid="billing-plan">
                    {isKnownPlan(subscription.plan)
                      ? t(`billing.plans.${subscription.plan}`)
                      : subscription.plan}
                  </dd>
                </div>
                {subscription.plan === 'trial' ? (
                  <div>
                    <dt>{t('billing.subscription.trialDaysLeft')}</dt>
                    <dd data-testid="billing-trial-days">
                      {t('billing.subscription.days', { count: subscription.trialDaysLeft })}
                    </dd>
                  </div>
                ) : null}
                <div>
                  <dt>
                    {t(
                      subscription.plan === 'trial'
                        ? 'billing.subscription.trialEnds'
                        : 'billing.subscription.renews',
                    )}
                  </dt>
                  <dd data-testid="billing-end-date">
                    {formatDate(subscription.end_date, language, 'long')}
                  </dd>
                </div>
              </dl>
              {isKnownPlan(subscription.plan) ? (
                <>
                  <h3 className="billing-includes-title">{t('billing.subscription.includes')}</h3>
                  <ul className="billing-includes" data-testid="billing-includes">
                    {subscriptionPlans[subscription.plan].features.map((feature) => (
                      <li key={feature}>{t(`billing.features.${feature}`)}</li>
                    ))}
                  </ul>
                </>
              ) : null}
            </>
          )
        }
      </QueryStates>
    </section>
  );
}
