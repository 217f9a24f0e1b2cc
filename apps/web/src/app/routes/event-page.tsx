import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import { usePageTitle } from '../../hooks/use-page-title.ts';
import { NetworkError } from '../../lib/api-client.ts';
import { rememberAttemptedUrl } from '../../features/auth/hooks/attempted-url.ts';
import { useAuthDialog } from '../../features/auth/hooks/auth-dialog-context.ts';
import { useSession } from '../../features/auth/hooks/use-session.ts';
import { eventDetailQueryOptions } from '../../features/events/api/get-event-detail.ts';
import { EventPage as EventView } from '../../features/events/components/event-page.tsx';
import { Loading } from './loading.tsx';
import { UnknownPath } from './unknown-path.tsx';

/** `event/Q/{url}`: an event's public page; unknown events and others' drafts are not found. */
export function EventPage() {
  const { url = '' } = useParams();
  const { t } = useTranslation();
  const location = useLocation();
  const session = useSession();
  const { open } = useAuthDialog();
  const viewerId = session.user?.userId ?? null;
  const query = useQuery({
    ...eventDetailQueryOptions(url, viewerId),
    // Who looks decides what is shown: wait until the session is known.
    enabled: !session.isChecking,
    // A server fault is shown by the route's error page; a lost connection keeps retrying.
    throwOnError: (error) => !(error instanceof NetworkError),
  });
  const event = query.data ?? null;
  usePageTitle(event?.title ?? t('events.titles.event'));

  if (session.isChecking || query.isPending) return <Loading label={t('app.loading')} />;
  if (query.isError) {
    return (
      <div className="container page">
        <p className="alert alert-error" role="alert">
          {t('app.networkError')}
        </p>
      </div>
    );
  }
  if (!event) return <UnknownPath />;
  return (
    <div className="container page">
      <EventView
        event={event}
        onLoginRequest={() => {
          // After logging in, the dialog brings the visitor back here, where the link now shows.
          rememberAttemptedUrl(`${location.pathname}${location.search}`);
          open('login');
        }}
      />
    </div>
  );
}
