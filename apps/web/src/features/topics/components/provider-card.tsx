import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TopicDetail } from '@app/contracts/actions/topic';
import { StarRating } from '../../../components/catalogue/star-rating.tsx';

/** Who gives the training, linking to their public profile. */
export function ProviderCard({ provider }: { provider: TopicDetail['provider'] }) {
  const { t } = useTranslation();
  const initial = (provider.name || provider.username).charAt(0).toUpperCase();
  return (
    <section
      className="topic-provider"
      aria-labelledby="topic-provider-heading"
      data-testid="topic-provider"
    >
      <h2 id="topic-provider-heading" className="topic-aside-heading">
        {t('topics.page.provider')}
      </h2>
      <div className="topic-provider-head">
        {provider.thumbImage ? (
          <img
            className="topic-provider-avatar"
            src={provider.thumbImage}
            alt=""
            width={56}
            height={56}
          />
        ) : (
          <span className="topic-provider-avatar topic-provider-initial" aria-hidden="true">
            {initial}
          </span>
        )}
        <div className="topic-provider-names">
          <Link to={`/${provider.username}`} className="topic-provider-name">
            {provider.name}
          </Link>
          <span className="muted">@{provider.username}</span>
        </div>
      </div>
      {provider.headline ? <p className="topic-provider-headline">{provider.headline}</p> : null}
      <div className="topic-provider-stats">
        <StarRating rating={provider.rating} reviewCount={provider.reviewCount} />
        <span className="muted">
          {t('topics.page.providerTopics', { count: provider.topicCount })}
        </span>
      </div>
      <Link to={`/${provider.username}`} className="btn btn-secondary btn-block">
        {t('topics.page.viewProfile')}
      </Link>
    </section>
  );
}
