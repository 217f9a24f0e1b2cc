import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../hooks/use-page-title.ts';
import { BillingScreen } from '../../features/billing/index.ts';
import { useSession } from '../../shared/session/use-session.ts';

/**
 * `/dashboard/c/billing` (the profile menu's Billing): everyone's own billing details; for company
 * and SME staff also the subscription and the company's billing details.
 */
export function BillingPage() {
  const { t } = useTranslation();
  usePageTitle(t('billing.title'));
  const session = useSession();
  return (
    <div className="container page">
      <BillingScreen isCompanyStaff={session.isCompanyUser || session.isSmeUser} />
    </div>
  );
}
