import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isTrialOver } from '@app/contracts/billing';
import './billing.css';

/**
 * Says plainly that the company's free trial has ended and that its data is kept (nothing is
 * deleted or locked); nothing when the trial runs or the plan is another. The Billing page and
 * the company dashboard show it.
 */
export function TrialEndedNotice({
  subscription,
  linkToBilling = false,
}: {
  subscription: { plan: string; trialDaysLeft: number } | null;
  linkToBilling?: boolean;
}) {
  const { t } = useTranslation();
  if (!subscription || !isTrialOver(subscription)) return null;
  return (
    <div className="alert alert-info billing-prompt" role="status" data-testid="trial-ended">
      <p className="billing-prompt-title">{t('billing.trialEnded.title')}</p>
      <p>{t('billing.trialEnded.text')}</p>
      {linkToBilling ? <Link to="/dashboard/c/billing">{t('billing.trialEnded.link')}</Link> : null}
    </div>
  );
}
