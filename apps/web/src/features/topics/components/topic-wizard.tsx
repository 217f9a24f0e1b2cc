import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLanguage } from '../../../hooks/use-language.ts';
import { errorCodeOf, errorMessageKey } from '../../../shared/errors/error-message.ts';
import { useAddTopic, type TopicInput } from '../api/add-topic.ts';
import { useTopicDetail } from '../api/get-topic-detail.ts';
import { useUpdateTopic } from '../api/update-topic.ts';
import { SeekerNotice } from './seeker-notice.tsx';
import { StatusBadge } from './status-badge.tsx';
import { TopicDetailsForm } from './topic-details-form.tsx';
import { draftOf, emptyDraft } from './topic-draft.ts';
import { TopicImagesStep } from './topic-images-step.tsx';
import { WizardSteps, type WizardStep } from './wizard-steps.tsx';
import '../../../shared/forms/listing-form.css';
import './topic-wizard.css';

interface TopicWizardProps {
  /** The topic being edited; null while creating a new one. */
  topicId: number | null;
  step: 'details' | 'images';
  /** The wizard's own path (`/addtopic`, or the company dashboard's). */
  basePath: string;
  /** Where the preview and publish step is. */
  overviewPath: string;
}

/**
 * Creating or editing a topic in steps: details (saved as a draft), images (attached to the
 * saved draft), then the preview where it is published. The step and the topic live in the URL,
 * so a reload or the back button lands where the person was.
 */
export function TopicWizard({ topicId, step, basePath, overviewPath }: TopicWizardProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const existing = useTopicDetail(topicId === null ? null : { id: topicId });
  const add = useAddTopic();
  const update = useUpdateTopic();
  const saving = add.isPending || update.isPending;
  const saveError = add.error ?? update.error;

  const hrefOf = (target: WizardStep) =>
    target === 'preview'
      ? `${overviewPath}?id=${topicId}`
      : `${basePath}?id=${topicId}${target === 'images' ? '&step=images' : ''}`;

  const save = async (fields: TopicInput) => {
    const saved =
      topicId === null
        ? await add.mutateAsync(fields)
        : await update.mutateAsync({ id: topicId, fields });
    void navigate(`${basePath}?id=${saved.id}&step=images`);
  };

  if (errorCodeOf(saveError) === 'not_provider') {
    return <SeekerNotice />;
  }
  if (topicId !== null && existing.isPending) {
    return <p className="loading-block">{t('app.loading')}</p>;
  }
  if (topicId !== null && existing.isError) {
    return (
      <p className="alert alert-error" role="alert">
        {t(errorMessageKey(existing.error))}
      </p>
    );
  }
  const topic = existing.data?.topic ?? null;
  if (topicId !== null && (!topic || !topic.isOwner)) {
    return (
      <div className="card topic-notice" data-testid="topic-not-editable">
        <h1 className="page-title">{t('topics.wizard.notFoundTitle')}</h1>
        <p className="muted">{t('topics.wizard.notFoundText')}</p>
      </div>
    );
  }

  return (
    <div className="listing-editor" data-testid="topic-wizard">
      <header className="listing-head">
        <div>
          <h1 className="page-title">
            {topic ? t('topics.wizard.editTitle') : t('topics.wizard.createTitle')}
          </h1>
          <p className="muted">
            {topic ? (
              <>
                <StatusBadge status={topic.status} /> {topic.title}
              </>
            ) : (
              t('topics.wizard.createIntro')
            )}
          </p>
        </div>
      </header>
      <WizardSteps current={step} hrefOf={topic ? hrefOf : null} />
      {saveError ? (
        <p className="alert alert-error" role="alert">
          {/* Field errors are shown beside their fields; this says that there are some. */}
          {t(errorMessageKey(saveError, { fieldsShown: true }))}
        </p>
      ) : null}
      {step === 'images' && topic ? (
        <TopicImagesStep
          key={topic.id}
          topicId={topic.id}
          images={topic.images}
          onBack={() => void navigate(hrefOf('details'))}
          onContinue={() => void navigate(hrefOf('preview'))}
        />
      ) : (
        <TopicDetailsForm
          key={topic?.id ?? 'new'}
          initial={topic ? draftOf(topic, language) : emptyDraft(language)}
          isPublished={topic?.status === 'published'}
          isSaving={saving}
          submitLabel={t('topics.wizard.saveAndContinue')}
          onSubmit={save}
        />
      )}
    </div>
  );
}
