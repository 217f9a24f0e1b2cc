import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { CompanyInvoicesScreen, InvoicesScreen } from '../../features/invoices/index.ts';
import { usePageTitle } from '../../hooks/use-page-title.ts';
import { useSession } from '../../shared/session/use-session.ts';

/**
 * `/dashboard/i` and `/dashboard/i/invoice` (signed in): the invoices a provider issued and those
 * a person received, in tabs when both.
 */
export function InvoicesPage() {
  const { t } = useTranslation();
  usePageTitle(t('invoices.documentTitle'));
  const session = useSession();
  return (
    <div className="container page">
      <InvoicesScreen key={String(session.isProvider)} isProvider={session.isProvider} />
    </div>
  );
}

/** `/dashboard/c/invoicelist` (company staff): invoices addressed to the company. */
export function CompanyInvoicesPage() {
  const { t } = useTranslation();
  usePageTitle(t('invoices.documentTitle'));
  const session = useSession();
  const { search } = useLocation();
  if (session.user && !session.isChecking && !session.isCompanyUser && !session.isSmeUser) {
    // A person who is no longer company staff reads the invoice among their own (?id= kept).
    return <Navigate to={`/dashboard/i/invoice${search}`} replace />;
  }
  return (
    <div className="container page">
      <CompanyInvoicesScreen />
    </div>
  );
}
