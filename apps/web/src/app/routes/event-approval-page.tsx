import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../hooks/use-page-title.ts';
import { useSession } from '../../shared/session/use-session.ts';
import { type BookingSide, EventApprovalScreen } from '../../features/bookings/index.ts';
import { AttendedTrainings } from '../../features/reviews/index.ts';
import { FeeApprovalLink } from '../../features/fee-approval/index.ts';

/**
 * `/dashboard/i/eventapproval` (signed in; "After the event" in the side menu): the provider's
 * trainings to close, fee approvals awaiting company staff, and for everyone the trainings they
 * attended, to review. A provider's requests to answer are under Bookings (`/mybooking`).
 */
export function EventApprovalPage() {
  const { t } = useTranslation();
  usePageTitle(t('bookings.approval.documentTitle'));
  const session = useSession();
  const sides: BookingSide[] = session.isCompanyUser || session.isSmeUser ? ['company'] : [];
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
