import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TopicDetail } from '@app/contracts/actions/topic';
import { isHeldDraft, usePublicationTransitions } from '../../../shared/states/publication.ts';

/** On the public page, for the topic's owner: whether others see it, and where to change it. */
export function OwnerBar({ topic }: { topic: TopicDetail }) {
  const { t } = useTranslation();
  const isDraft = topic.status === 'draft';
  const transitions = usePublicationTransitions(topic.status);
  return (
    <div
      className={`topic-owner-bar${isDraft ? ' is-draft' : ''}`}
      role="note"
      data-testid="topic-owner-bar"
    >
      <p>
        <strong>{isDraft ? t('topics.owner.draftTitle') : t('topics.owner.publishedTitle')}</strong>{' '}
        {isDraft ? t('topics.owner.draftText') : t('topics.owner.publishedText')}
        {isHeldDraft(topic.status, transitions) ? (
          // A former provider's draft: say why there is no way to publish it, and where to change that.
          <>
            {' '}
            {t('topics.seeker.title')}. <Link to="/settings">{t('topics.seeker.settings')}</Link>
          </>
        ) : null}
      </p>
      <div className="topic-owner-actions">
        <Link to={`/addtopic?id=${topic.id}`} className="btn btn-secondary">
          {t('topics.owner.edit')}
        </Link>
        {transitions.includes('publish') ? (
          <Link to={`/addtopic/overview?id=${topic.id}`} className="btn btn-primary">
            {t('topics.owner.previewPublish')}
          </Link>
        ) : (
          <Link to="/manage_topic" className="btn btn-ghost">
            {t('topics.owner.manage')}
          </Link>
        )}
      </div>
    </div>
  );
}
