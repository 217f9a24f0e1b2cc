import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import { usePageTitle } from '../../hooks/use-page-title.ts';
import { useAuthDialog } from '../../features/auth/index.ts';
import { useSession } from '../../shared/session/use-session.ts';
import { eventDetailQueryOptions, EventPage as EventView } from '../../features/events/index.ts';
import { EventSeats } from '../../features/bookings/index.ts';
import { SendMessageButton } from '../../features/messages/index.ts';
import { ReportContentButton } from '../../features/site/index.ts';
import { ListingQueryStates, throwServerFaults } from './listing-query-states.tsx';

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
    throwOnError: throwServerFaults,
  });
  usePageTitle(query.data?.title ?? t('events.titles.event'));

  return (
    <ListingQueryStates query={query} waiting={session.isChecking}>
      {(event) => (
        <EventView
          event={event}
          contact={
            event.isOwner ? null : (
              <>
                <SendMessageButton
                  userId={event.provider.userId}
                  about={{ kind: 'event', id: event.id }}
                  onRequireLogin={() => open('login')}
                />
                <ReportContentButton kind="event" id={event.id} ownerId={event.provider.userId} />
              </>
            )
          }
          seats={
            event.status === 'published' ? (
              <EventSeats
                event={event}
                returnTo={`${location.pathname}${location.search}`}
                onRequireLogin={() => open('login')}
                onChanged={() => query.refetch()}
              />
            ) : null
          }
        />
      )}
    </ListingQueryStates>
  );
}
