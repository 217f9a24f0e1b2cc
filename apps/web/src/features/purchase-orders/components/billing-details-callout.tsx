import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * What to do when the company has no billing details yet (billing_details_required): enter them on
 * the billing page, then issue the order. The billing feature's own prompt replaces this at merge.
 */
export function BillingDetailsCallout() {
  const { t } = useTranslation();
  return (
    <div className="alert alert-info" role="alert" data-testid="po-billing-required">
      <p>{t('purchaseOrders.billingRequired')}</p>
      <Link to="/dashboard/c/billing" className="btn btn-secondary">
        {t('purchaseOrders.billingLink')}
      </Link>
    </div>
  );
}
