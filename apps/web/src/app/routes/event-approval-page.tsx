import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../hooks/use-page-title.ts';
import { useSession } from '../../shared/session/use-session.ts';
import type { BookingSide } from '../../features/bookings/api/get-my-bookings.ts';
import { EventApprovalScreen } from '../../features/bookings/components/event-approval-screen.tsx';

/**
 * `/dashboard/i/eventapproval` (signed in; "After the event" in the side menu): requests awaiting
 * the provider, fee approvals awaiting company staff, and what is over to close.
 */
export function EventApprovalPage() {
  const { t } = useTranslation();
  usePageTitle(t('bookings.approval.documentTitle'));
  const session = useSession();
  const sides: BookingSide[] = ['provider'];
  if (session.isCompanyUser || session.isSmeUser) sides.push('company');
  return (
    <div className="container page">
      <EventApprovalScreen sides={sides} withAfterEvent />
    </div>
  );
}
