import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { subscriptionStateOf } from '@app/contracts/companies';
import './billing.css';

/**
 * Says plainly that the company's subscription (or free trial) has ended, what that stops (new
 * company bookings, fee approvals and purchase orders, which answer subscription_expired) and
 * what keeps working, and how to go on (an admin chooses a plan in Billing); nothing while the
 * subscription runs. The Billing page and the company dashboard show it.
 */
export function TrialEndedNotice({
  subscription,
  linkToBilling = false,
}: {
  subscription: { plan: string; end_date: string } | null;
  linkToBilling?: boolean;
}) {
  const { t } = useTranslation();
  if (!subscription) return null;
  if (
    subscriptionStateOf({ plan: subscription.plan, endDate: subscription.end_date }) !== 'expired'
  ) {
    return null;
  }
  return (
    <div className="alert alert-error billing-prompt" role="status" data-testid="trial-ended">
      <p className="billing-prompt-title">
        {subscription.plan === 'trial'
          ? t('billing.trialEnded.title')
          : t('billing.trialEnded.paidTitle')}
      </p>
      <p>{t('billing.trialEnded.text')}</p>
      {linkToBilling ? (
        <Link to="/dashboard/c/billing#plans">{t('billing.trialEnded.link')}</Link>
      ) : null}
    </div>
  );
}
