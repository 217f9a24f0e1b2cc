import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '../../hooks/use-page-title.ts';
import { useSession } from '../../shared/session/use-session.ts';
import { ReviewsScreen } from '../../features/reviews/index.ts';

const idPattern = /^[1-9]\d{0,9}$/;

/**
 * `/review` (signed in): what I may review, what I reviewed, and for providers the reviews of
 * their trainings. `?booking={id}` (the booking page's "Leave a review") focuses that training.
 */
export function ReviewsPage() {
  const { t } = useTranslation();
  usePageTitle(t('reviews.documentTitle'));
  const session = useSession();
  const [params] = useSearchParams();
  const booking = params.get('booking') ?? '';
  return (
    <div className="container page">
      <ReviewsScreen
        focusBookingId={idPattern.test(booking) ? Number(booking) : null}
        isProvider={session.isProvider}
      />
    </div>
  );
}
