import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../hooks/use-page-title.ts';
import { useSession } from '../../shared/session/use-session.ts';
import { type BookingSide, EventApprovalScreen } from '../../features/bookings/index.ts';
import { AttendedTrainings } from '../../features/reviews/index.ts';
import { FeeApprovalLink } from '../../features/fee-approval/index.ts';

/**
 * `/dashboard/i/eventapproval` (signed in; "After the event" in the side menu): requests awaiting
 * the provider, fee approvals awaiting company staff, the provider's trainings to close, and for
 * everyone the trainings they attended, to review.
 */
export function EventApprovalPage() {
  const { t } = useTranslation();
  usePageTitle(t('bookings.approval.documentTitle'));
  const session = useSession();
  const sides: BookingSide[] = ['provider'];
  if (session.isCompanyUser || session.isSmeUser) sides.push('company');
  return (
    <div className="container page">
      {/* The closing list is for providers only (aftereventlist answers them alone). */}
      <EventApprovalScreen sides={sides} withAfterEvent={session.isProvider}>
        {/* Fee approval has its own page; company staff reach it from here too. */}
        {session.company ? <FeeApprovalLink /> : null}
        <AttendedTrainings />
      </EventApprovalScreen>
    </div>
  );
}
