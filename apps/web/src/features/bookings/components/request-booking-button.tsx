import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { rememberAttemptedUrl } from '../../../shared/session/attempted-url.ts';
import { useSession } from '../../../shared/session/use-session.ts';
import type { BookableTopic } from './request-booking-form.tsx';

// The form (and the contract's schemas it checks with) loads when it is first wanted: a topic page
// draws the button for everyone, and a visitor signs in before any form.
const loadForm = () => import('./request-booking-form.tsx');
const RequestBookingForm = lazy(async () => ({ default: (await loadForm()).RequestBookingForm }));

interface RequestBookingButtonProps {
  topic: BookableTopic;
  /** The topic page's own address: a visitor comes back here after logging in. */
  returnTo: string;
  onRequireLogin: () => void;
  /**
   * `inline` in the page's price card; `bar` in the phone's bar fixed at the bottom (the card's
   * own button is hidden there, so one is offered at a time).
   */
  placement?: 'inline' | 'bar';
}

/** "Request booking" on a topic page: the request form in a dialog; a visitor logs in first. */
export function RequestBookingButton({
  topic,
  returnTo,
  onRequireLogin,
  placement = 'inline',
}: RequestBookingButtonProps) {
  const { t } = useTranslation();
  const session = useSession();
  const [isOpen, setOpen] = useState(false);
  const companyName = session.company?.name ?? null;
  return (
    <>
      <button
        type="button"
        className={
          placement === 'bar'
            ? 'btn btn-primary request-booking-bar'
            : 'btn btn-primary btn-block request-booking-inline'
        }
        onPointerEnter={session.isLoggedIn ? () => void loadForm() : undefined}
        onFocus={session.isLoggedIn ? () => void loadForm() : undefined}
        onClick={() => {
          if (!session.isLoggedIn) {
            rememberAttemptedUrl(returnTo);
            onRequireLogin();
            return;
          }
          setOpen(true);
        }}
        data-testid={placement === 'bar' ? 'request-booking-bar' : 'request-booking'}
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
          <Suspense
            fallback={
              <p className="loading-block" role="status">
                {t('app.loading')}
              </p>
            }
          >
            <RequestBookingForm
              topic={topic}
              companyName={session.isCompanyUser || session.isSmeUser ? companyName : null}
              onCancel={() => setOpen(false)}
            />
          </Suspense>
        </Dialog>
      ) : null}
    </>
  );
}
