import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { rememberAttemptedUrl } from '../../../shared/session/attempted-url.ts';
import { useSession } from '../../../shared/session/use-session.ts';
import { RequestBookingForm, type BookableTopic } from './request-booking-form.tsx';

interface RequestBookingButtonProps {
  topic: BookableTopic;
  /** The topic page's own address: a visitor comes back here after logging in. */
  returnTo: string;
  onRequireLogin: () => void;
}

/** "Request booking" on a topic page: the request form in a dialog; a visitor logs in first. */
export function RequestBookingButton({
  topic,
  returnTo,
  onRequireLogin,
}: RequestBookingButtonProps) {
  const { t } = useTranslation();
  const session = useSession();
  const [isOpen, setOpen] = useState(false);
  const companyName = session.company?.name ?? null;
  return (
    <>
      <button
        type="button"
        className="btn btn-primary btn-block"
        onClick={() => {
          if (!session.isLoggedIn) {
            rememberAttemptedUrl(returnTo);
            onRequireLogin();
            return;
          }
          setOpen(true);
        }}
        data-testid="request-booking"
      >
        {t('bookings.request.open')}
      </button>
      {isOpen ? (
        <Dialog
          title={t('bookings.request.title', { title: topic.title })}
          description={t('bookings.request.intro')}
          closeLabel={t('app.close')}
          onClose={() => setOpen(false)}
          testId="booking-request-dialog"
        >
          <RequestBookingForm
            topic={topic}
            companyName={session.isCompanyUser || session.isSmeUser ? companyName : null}
            onCancel={() => setOpen(false)}
          />
        </Dialog>
      ) : null}
    </>
  );
}
