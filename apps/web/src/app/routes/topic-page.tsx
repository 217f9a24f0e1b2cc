import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { usePageTitle } from '../../hooks/use-page-title.ts';
import { NetworkError } from '../../lib/api-client.ts';
import { FavouriteToggle } from '../../features/favourites/components/favourite-toggle.tsx';
import { topicDetailQueryOptions } from '../../features/topics/api/get-topic-detail.ts';
import { OwnerBar } from '../../features/topics/components/owner-bar.tsx';
import { TopicView } from '../../features/topics/components/topic-view.tsx';
import { Loading } from './loading.tsx';
import { UnknownPath } from './unknown-path.tsx';

/**
 * `topic/{url}`: a topic's public page. The favourite toggles (of the topic and of its related
 * topics) come from the favourites feature and are composed in here.
 */
export function TopicPage() {
  const { t } = useTranslation();
  const { url = '' } = useParams();
  const query = useQuery({
    ...topicDetailQueryOptions({ url }),
    // A server fault is shown by the route's error page; a lost connection keeps retrying.
    throwOnError: (error) => !(error instanceof NetworkError),
  });
  const data = query.data ?? null;
  usePageTitle(data?.topic.title ?? t('app.loading'));

  if (query.isPending) return <Loading label={t('app.loading')} />;
  if (query.isError) {
    return (
      <div className="container page">
        <p className="alert alert-error" role="alert">
          {t('app.networkError')}
        </p>
      </div>
    );
  }
  // Unknown urls and other people's drafts look the same: not found.
  if (!data) return <UnknownPath />;
  const { topic } = data;
  return (
    <div className="container page">
      <TopicView
        data={data}
        ownerBar={topic.isOwner ? <OwnerBar topic={topic} /> : null}
        favourite={
          topic.isOwner ? null : (
            <FavouriteToggle
              topicId={topic.id}
              isFavourite={topic.isFavourite}
              topicTitle={topic.title}
              variant="button"
            />
          )
        }
        relatedAction={(card) => (
          <FavouriteToggle
            topicId={card.id}
            isFavourite={card.isFavourite}
            topicTitle={card.topic}
          />
        )}
      />
    </div>
  );
}
