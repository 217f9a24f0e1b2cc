import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { usePageTitle } from '../../hooks/use-page-title.ts';
import { FeeApprovalScreen } from '../../features/fee-approval/index.ts';
import { useSession } from '../../shared/session/use-session.ts';

/**
 * `/dashboard/c/feeapproval` (company staff): bookings awaiting fee approval, the rules and the
 * budgets. Not company staff: back to the dashboard (the server refuses them anyway).
 */
export function FeeApprovalPage() {
  const { t } = useTranslation();
  usePageTitle(t('feeApproval.documentTitle'));
  const session = useSession();
  if (session.user && !session.isChecking && !session.isCompanyUser && !session.isSmeUser) {
    return <Navigate to="/dashboard" replace />;
  }
  return (
    <div className="container page">
      <FeeApprovalScreen currentYear={new Date().getFullYear()} />
    </div>
  );
}
