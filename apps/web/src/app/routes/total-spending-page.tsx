import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { SpendingScreen } from '../../features/spending/index.ts';
import { usePageTitle } from '../../hooks/use-page-title.ts';
import { useSession } from '../../shared/session/use-session.ts';

/**
 * `/dashboard/c/totalspending` (company staff): the company's spending. Not company staff: back
 * to the dashboard (the server refuses them anyway).
 */
export function TotalSpendingPage() {
  const { t } = useTranslation();
  usePageTitle(t('spending.documentTitle'));
  const session = useSession();
  if (session.user && !session.isChecking && !session.isCompanyUser && !session.isSmeUser) {
    return <Navigate to="/dashboard" replace />;
  }
  return (
    <div className="container page">
      <SpendingScreen currentYear={new Date().getFullYear()} />
    </div>
  );
}
