import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { RevenueScreen } from '../../features/revenue/index.ts';
import { usePageTitle } from '../../hooks/use-page-title.ts';
import { useSession } from '../../shared/session/use-session.ts';

/**
 * `/revenue` (providers): the year's revenue. Not a provider: back to the dashboard (the server
 * refuses them anyway).
 */
export function RevenuePage() {
  const { t } = useTranslation();
  usePageTitle(t('revenue.documentTitle'));
  const session = useSession();
  if (session.user && !session.isChecking && !session.isProvider) {
    return <Navigate to="/dashboard" replace />;
  }
  return (
    <div className="container page">
      <RevenueScreen currentYear={new Date().getFullYear()} />
    </div>
  );
}
