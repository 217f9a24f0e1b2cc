import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { PurchaseOrderListScreen } from '../../features/purchase-orders/index.ts';
import { usePageTitle } from '../../hooks/use-page-title.ts';
import { EmptyState } from '../../shared/states/empty-state.tsx';
import { useSession } from '../../shared/session/use-session.ts';

/**
 * `/dashboard/c/purchaseorderlist` (company staff): the orders the company issued. Not company
 * staff: back to the dashboard (the server refuses them anyway).
 */
export function CompanyPurchaseOrdersPage() {
  const { t } = useTranslation();
  usePageTitle(t('purchaseOrders.company.title'));
  const session = useSession();
  if (session.user && !session.isChecking && !session.isCompanyUser && !session.isSmeUser) {
    return <Navigate to="/dashboard" replace />;
  }
  return (
    <div className="container page">
      <PurchaseOrderListScreen side="company" />
    </div>
  );
}

/** `/dashboard/i/purchase-orders` (providers): the orders they received. */
export function ProviderPurchaseOrdersPage() {
  const { t } = useTranslation();
  usePageTitle(t('purchaseOrders.provider.title'));
  const session = useSession();
  if (session.user && !session.isChecking && !session.isProvider) {
    return (
      <div className="container page">
        <h1 className="page-title">{t('purchaseOrders.provider.title')}</h1>
        <EmptyState text={t('purchaseOrders.provider.onlyProviders')} testId="po-not-provider" />
      </div>
    );
  }
  return (
    <div className="container page">
      <PurchaseOrderListScreen side="provider" />
    </div>
  );
}
