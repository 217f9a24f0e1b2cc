import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  errorCodeOf,
  errorMessageKey,
  fieldProblemsOf,
} from '../../../shared/errors/error-message.ts';
import {
  isHeldDraft,
  publishesListing,
  usePublicationTransitions,
  type PublicationTransition,
} from '../../../shared/states/publication.ts';
import { useTopicDetail } from '../api/get-topic-detail.ts';
import { usePublishTopic } from '../api/publish-topic.ts';
import { SeekerNotice } from './seeker-notice.tsx';
import { StatusBadge } from './status-badge.tsx';
import { TopicView } from './topic-view.tsx';
import { WizardSteps, type WizardStep } from './wizard-steps.tsx';
import '../../../shared/forms/listing-form.css';
import './topic-wizard.css';

interface TopicOverviewProps {
  topicId: number;
  /** The wizard's path, for "back to edit". */
  wizardPath: string;
}

/**
 * The wizard's last step: the topic exactly as its public page will show it, with Publish (or
 * Unpublish) and a way back to the editor. What publishing still needs is listed by field.
 */
export function TopicOverview({ topicId, wizardPath }: TopicOverviewProps) {
  const { t } = useTranslation();
  const detail = useTopicDetail({ id: topicId });
  const publish = usePublishTopic();
  const [outcome, setOutcome] = useState<'published' | 'unpublished' | null>(null);
  const transitions = usePublicationTransitions(detail.data?.topic.status ?? 'draft');

  if (detail.isPending) return <p className="loading-block">{t('app.loading')}</p>;
  if (detail.isError) {
    return (
      <p className="alert alert-error" role="alert">
        {t(errorMessageKey(detail.error))}
      </p>
    );
  }
  const data = detail.data;
  if (!data?.topic.isOwner) {
    return (
      <div className="card topic-notice" data-testid="topic-not-editable">
        <h1 className="page-title">{t('topics.wizard.notFoundTitle')}</h1>
        <p className="muted">{t('topics.wizard.notFoundText')}</p>
      </div>
    );
  }
  const { topic } = data;
  const hrefOf = (step: WizardStep) =>
    step === 'preview'
      ? `?id=${topic.id}`
      : `${wizardPath}?id=${topic.id}${step === 'images' ? '&step=images' : ''}`;
  const isPublished = topic.status === 'published';
  const error = publish.error;
  if (errorCodeOf(error) === 'not_provider') return <SeekerNotice />;
  const missing = Object.keys(fieldProblemsOf(error));

  const fire = (transition: PublicationTransition) => {
    setOutcome(null);
    publish.mutate(
      { id: topic.id, publish: publishesListing(transition) },
      {
        onSuccess: (result) =>
          setOutcome(result.status === 'published' ? 'published' : 'unpublished'),
      },
    );
  };

  return (
    <div className="listing-editor" data-testid="topic-overview">
      <header className="listing-head">
        <div>
          <h1 className="page-title">{t('topics.overview.title')}</h1>
          <p className="muted">{t('topics.overview.intro')}</p>
        </div>
      </header>
      <WizardSteps current="preview" hrefOf={hrefOf} />
      <div className="card topic-publish-bar" data-testid="topic-publish-bar">
        <div className="topic-publish-state">
          <StatusBadge status={topic.status} />
          {topic.status === 'hidden' ? (
            <span data-testid="topic-hidden-notice">
              {t('topics.overview.isHidden')}{' '}
              <Link to="/support">{t('topics.overview.askReview')}</Link>
            </span>
          ) : (
            <span>
              {isPublished ? t('topics.overview.isPublished') : t('topics.overview.isDraft')}
            </span>
          )}
        </div>
        <div className="topic-publish-actions">
          <Link to={hrefOf('details')} className="btn btn-secondary">
            {t('topics.overview.backToEdit')}
          </Link>
          {transitions.map((transition) => (
            <button
              key={transition}
              type="button"
              className={`btn ${transition === 'publish' ? 'btn-primary btn-lg' : 'btn-secondary'}`}
              onClick={() => fire(transition)}
              disabled={publish.isPending}
              aria-busy={publish.isPending}
              data-testid="topic-publish-button"
            >
              {t(`topics.overview.${transition}`)}
            </button>
          ))}
        </div>
      </div>
      {isHeldDraft(topic.status, transitions) ? <SeekerNotice variant="inline" /> : null}
      <div role="status" aria-live="polite" className="topic-publish-result">
        {outcome === 'published' ? (
          <div className="alert alert-success" data-testid="topic-published">
            <strong>{t('topics.overview.publishedTitle')}</strong>{' '}
            {t('topics.overview.publishedText')}{' '}
            <Link to={`/topic/${topic.url}`}>{t('topics.overview.viewPublic')}</Link>
            {' · '}
            <Link to="/manage_topic">{t('topics.overview.toManage')}</Link>
          </div>
        ) : null}
        {outcome === 'unpublished' ? (
          <div className="alert alert-info">{t('topics.overview.unpublishedText')}</div>
        ) : null}
      </div>
      {error ? (
        <div className="alert alert-error" role="alert" data-testid="topic-publish-error">
          {missing.length > 0 ? (
            <>
              <strong>{t('topics.overview.incomplete')}</strong>{' '}
              {missing
                .map((field) => t(`topics.overview.fields.${field}`, { defaultValue: field }))
                .join(', ')}
              . <Link to={hrefOf('details')}>{t('topics.overview.complete')}</Link>
            </>
          ) : errorCodeOf(error) === 'trainer_profile_incomplete' ? (
            <>
              {t(errorMessageKey(error))}{' '}
              <Link to="/trainerprofile">{t('topics.overview.completeProfile')}</Link>
            </>
          ) : (
            t(errorMessageKey(error))
          )}
        </div>
      ) : null}
      <div
        className="topic-preview-frame"
        aria-label={t('topics.overview.previewLabel')}
        role="region"
      >
        <TopicView data={data} />
      </div>
    </div>
  );
}
