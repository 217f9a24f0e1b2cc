import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import { usePageTitle } from '../../hooks/use-page-title.ts';
import { FavouriteToggle } from '../../features/favourites/index.ts';
import { topicDetailQueryOptions, OwnerBar, TopicView } from '../../features/topics/index.ts';
import { RequestBookingButton } from '../../features/bookings/index.ts';
import { SendMessageButton } from '../../features/messages/index.ts';
import { useAuthDialog } from '../../features/auth/index.ts';
import { ReportContentButton } from '../../features/site/index.ts';
import { ListingQueryStates, throwServerFaults } from './listing-query-states.tsx';

/**
 * `topic/{url}`: a topic's public page. The favourite toggles (of the topic and of its related
 * topics) come from the favourites feature and are composed in here.
 */
export function TopicPage() {
  const { t } = useTranslation();
  const { url = '' } = useParams();
  const query = useQuery({
    ...topicDetailQueryOptions({ url }),
    throwOnError: throwServerFaults,
  });
  const { open } = useAuthDialog();
  const location = useLocation();
  usePageTitle(query.data?.topic.title ?? t('app.loading'));

  return (
    <ListingQueryStates query={query}>
      {(data) => {
        const { topic } = data;
        return (
          <TopicView
            data={data}
            ownerBar={topic.isOwner ? <OwnerBar topic={topic} /> : null}
            contact={
              topic.isOwner ? null : (
                <SendMessageButton
                  userId={topic.provider.userId}
                  about={{ kind: 'topic', id: topic.id }}
                  onRequireLogin={() => open('login')}
                />
              )
            }
            favourite={
              topic.isOwner ? null : (
                <>
                  {topic.status === 'published' ? (
                    <RequestBookingButton
                      topic={{ ...topic, providerId: topic.provider.userId }}
                      returnTo={`${location.pathname}${location.search}`}
                      onRequireLogin={() => open('login')}
                    />
                  ) : null}
                  <FavouriteToggle
                    topicId={topic.id}
                    isFavourite={topic.isFavourite}
                    topicTitle={topic.title}
                    variant="button"
                  />
                  <ReportContentButton kind="topic" id={topic.id} ownerId={topic.provider.userId} />
                </>
              )
            }
            stickyAction={
              !topic.isOwner && topic.status === 'published' ? (
                <RequestBookingButton
                  topic={{ ...topic, providerId: topic.provider.userId }}
                  returnTo={`${location.pathname}${location.search}`}
                  onRequireLogin={() => open('login')}
                  placement="bar"
                />
              ) : null
            }
            relatedAction={(card) => (
              <FavouriteToggle
                topicId={card.id}
                isFavourite={card.isFavourite}
                topicTitle={card.topic}
              />
            )}
          />
        );
      }}
    </ListingQueryStates>
  );
}
