import { useEffect, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { CatalogueImage } from '@app/contracts/catalogue';
import { catalogueLimits } from '@app/contracts/catalogue';
import { CloseIcon } from '../../../components/ui/icons.tsx';
import { errorMessageKey } from '../../../shared/errors/error-message.ts';
import { acceptedImageTypes, imageFileProblem } from '../../../lib/image-files.ts';
import { FormSection } from '../../../shared/forms/form-section.tsx';
import { ImageOrderButtons } from '../../../shared/images/image-order-buttons.tsx';
import { useImageCropper } from '../../../shared/images/use-image-cropper.tsx';
import { useSmallImageWarning } from '../../../shared/images/use-small-image-warning.ts';
import { useMoveTopicImage } from '../api/move-topic-image.ts';
import { useRemoveTopicImage } from '../api/remove-topic-image.ts';
import { useUploadTopicImage } from '../api/upload-topic-image.ts';

interface TopicImagesStepProps {
  topicId: number;
  images: CatalogueImage[];
  onBack: () => void;
  onContinue: () => void;
}

/**
 * Step 2: the topic's images. A chosen file is cropped to the cover's shape (or kept whole) and
 * shows at once as a preview while it uploads; the server checks the bytes again, cuts the crop
 * out of the original and re-encodes it. The first image is the cover.
 */
export function TopicImagesStep({
  topicId,
  images: initial,
  onBack,
  onContinue,
}: TopicImagesStepProps) {
  const { t } = useTranslation();
  const [images, setImages] = useState(initial);
  const [preview, setPreview] = useState<string | null>(null);
  const [status, setStatus] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
  const upload = useUploadTopicImage();
  const remove = useRemoveTopicImage();
  const move = useMoveTopicImage();
  const busy = upload.isPending || remove.isPending || move.isPending;
  const { warning: smallWarning, report: reportSize } = useSmallImageWarning();
  const cropper = useImageCropper();
  const isFull = images.length >= catalogueLimits.imagesMax;

  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = imageFileProblem(file);
    if (problem) {
      setStatus({ kind: 'error', text: t(problem) });
      return;
    }
    const choice = await cropper.ask(file);
    if (!choice) return;
    reportSize(choice.kept);
    setPreview(URL.createObjectURL(file));
    setStatus({ kind: 'ok', text: t('topics.images.uploading') });
    try {
      setImages(await upload.mutateAsync({ topicId, file, crop: choice.crop }));
      setStatus({ kind: 'ok', text: t('topics.images.uploaded') });
    } catch (error) {
      setStatus({ kind: 'error', text: t(errorMessageKey(error)) });
    } finally {
      setPreview(null);
    }
  };

  const moveTo = async (index: number, to: number) => {
    try {
      setImages(await move.mutateAsync({ id: topicId, index, to }));
      setStatus({ kind: 'ok', text: t('images.moved', { number: to + 1 }) });
    } catch (error) {
      setStatus({ kind: 'error', text: t(errorMessageKey(error)) });
    }
  };

  const removeAt = async (index: number) => {
    try {
      setImages(await remove.mutateAsync({ id: topicId, index }));
      setStatus({ kind: 'ok', text: t('topics.images.removed', { number: index + 1 }) });
    } catch (error) {
      setStatus({ kind: 'error', text: t(errorMessageKey(error)) });
    }
  };

  return (
    <FormSection
      id="topic-images-heading"
      title={t('topics.images.title')}
      testId="topic-images-step"
    >
      <p className="field-hint topic-images-hint" id="topic-images-hint">
        {t('topics.images.hint', { max: catalogueLimits.imagesMax })}
      </p>
      <ul className="listing-image-grid" aria-label={t('topics.images.listLabel')}>
        {images.map((image, index) => (
          <li key={image.card} className="listing-image-tile" data-testid="topic-image">
            <img
              src={image.card}
              alt={t('topics.images.imageAlt', { number: index + 1 })}
              width={480}
              height={320}
            />
            {index === 0 ? (
              <span className="listing-image-cover">{t('topics.images.cover')}</span>
            ) : null}
            <button
              type="button"
              className="topic-image-remove"
              aria-label={t('topics.images.remove', { number: index + 1 })}
              title={t('topics.images.remove', { number: index + 1 })}
              disabled={busy}
              onClick={() => void removeAt(index)}
            >
              <CloseIcon size={18} />
            </button>
            {images.length > 1 ? (
              <ImageOrderButtons
                index={index}
                count={images.length}
                disabled={busy}
                onMove={(to) => void moveTo(index, to)}
              />
            ) : null}
          </li>
        ))}
        {preview ? (
          <li className="listing-image-tile is-uploading" aria-busy="true">
            <img src={preview} alt="" />
            <span className="spinner" aria-hidden="true" />
          </li>
        ) : null}
        {!isFull && !preview ? (
          <li className="listing-image-tile listing-image-add">
            <input
              id="topic-image-input"
              className="visually-hidden"
              type="file"
              accept={acceptedImageTypes.join(',')}
              disabled={busy}
              aria-describedby="topic-images-hint"
              onChange={(event) => void onFile(event)}
            />
            <label htmlFor="topic-image-input" className="listing-image-add-label">
              <span className="listing-image-add-icon" aria-hidden="true">
                +
              </span>
              {t('topics.images.add')}
            </label>
          </li>
        ) : null}
      </ul>
      <p
        className={status?.kind === 'error' ? 'field-error' : 'topic-status'}
        role="status"
        aria-live="polite"
        data-testid="topic-images-status"
      >
        {status?.text}
      </p>
      {smallWarning ? (
        <p className="alert alert-info" role="status" data-testid="topic-image-small">
          {smallWarning}
        </p>
      ) : null}
      {isFull ? (
        <p className="field-hint">{t('topics.images.full', { max: catalogueLimits.imagesMax })}</p>
      ) : null}
      {cropper.dialog}
      <div className="listing-actions">
        <button
          type="button"
          className="btn btn-ghost listing-actions-back"
          onClick={onBack}
          disabled={busy}
        >
          {t('topics.wizard.backToDetails')}
        </button>
        <button
          type="button"
          className="btn btn-primary btn-lg"
          onClick={onContinue}
          disabled={busy}
        >
          {t('topics.wizard.toPreview')}
        </button>
      </div>
    </FormSection>
  );
}
