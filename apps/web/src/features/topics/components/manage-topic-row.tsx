import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { OwnTopic } from '@app/contracts/actions/topic';
import { FallbackImage } from '../../../components/catalogue/fallback-image.tsx';
import { StarRating } from '../../../components/catalogue/star-rating.tsx';
import { useLanguage } from '../../../hooks/use-language.ts';
import { errorCodeOf, errorMessageKey } from '../../../shared/errors/error-message.ts';
import { formatDate, formatPrice } from '../../../lib/format.ts';
import {
  publishesListing,
  usePublicationTransitions,
  type PublicationTransition,
} from '../../../shared/states/publication.ts';
import { usePublishTopic } from '../api/publish-topic.ts';
import { StatusBadge } from './status-badge.tsx';

interface ManageTopicRowProps {
  topic: OwnTopic;
  onMessage: (message: { kind: 'ok' | 'error'; text: string }) => void;
  onDelete: () => void;
}

/** One own topic: what it is, its state, and what can be done with it. */
export function ManageTopicRow({ topic, onMessage, onDelete }: ManageTopicRowProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const publish = usePublishTopic();
  const transitions = usePublicationTransitions(topic.status);

  const fire = (transition: PublicationTransition) =>
    publish.mutate(
      { id: topic.id, publish: publishesListing(transition) },
      {
        onSuccess: (result) =>
          onMessage({
            kind: 'ok',
            text: t(
              result.status === 'published'
                ? 'topics.manage.published'
                : 'topics.manage.unpublished',
              {
                title: topic.title,
              },
            ),
          }),
        onError: (error) =>
          onMessage({
            kind: 'error',
            // Publishing an incomplete topic: say so plainly rather than naming a field.
            text:
              errorCodeOf(error) === 'invalid_input'
                ? t('topics.manage.incomplete', { title: topic.title })
                : t(errorMessageKey(error)),
          }),
      },
    );

  return (
    <li className="manage-topic-row" data-testid="manage-topic-row">
      <FallbackImage
        className="manage-topic-thumb"
        src={topic.thumb}
        alt=""
        width={160}
        height={107}
        loading="lazy"
      />
      <div className="manage-topic-main">
        <div className="manage-topic-title-row">
          <h2 className="manage-topic-title">
            <Link to={`/topic/${topic.url}`}>{topic.title}</Link>
          </h2>
          <StatusBadge status={topic.status} />
        </div>
        <p className="manage-topic-meta">
          <span>{t(`categories.${topic.category}`)}</span>
          <span className="manage-topic-price">
            {topic.price === 0
              ? t('catalogue.free')
              : formatPrice(topic.price, language, topic.currency)}
          </span>
          <StarRating rating={topic.rating} reviewCount={topic.reviewCount} />
          <span className="muted">
            {t('topics.manage.updated', { date: formatDate(topic.updatedAt, language, 'medium') })}
          </span>
        </p>
      </div>
      <div
        className="manage-topic-actions"
        role="group"
        aria-label={t('topics.manage.actionsFor', { title: topic.title })}
      >
        <Link to={`/addtopic?id=${topic.id}`} className="btn btn-secondary">
          {t('topics.manage.edit')}
        </Link>
        {transitions.map((transition) => (
          <button
            key={transition}
            type="button"
            className={`btn ${transition === 'publish' ? 'btn-primary' : 'btn-secondary'}`}
            onClick={() => fire(transition)}
            disabled={publish.isPending}
            aria-busy={publish.isPending}
          >
            {t(`topics.manage.${transition}`)}
          </button>
        ))}
        <Link to={`/topic/${topic.url}`} className="btn btn-ghost">
          {t('topics.manage.view')}
        </Link>
        <button type="button" className="btn btn-ghost topic-delete-button" onClick={onDelete}>
          {t('topics.manage.delete')}
        </button>
      </div>
    </li>
  );
}
