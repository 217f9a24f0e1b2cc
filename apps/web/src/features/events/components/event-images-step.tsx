import { useEffect, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { catalogueLimits, type CatalogueImage } from '@app/contracts/catalogue';
import { errorMessageKey } from '../../../shared/errors/error-message.ts';
import { acceptedImageTypes, imageFileProblem } from '../../../lib/image-files.ts';
import { ImageOrderButtons } from '../../../shared/images/image-order-buttons.tsx';
import { useImageCropper } from '../../../shared/images/use-image-cropper.tsx';
import { useSmallImageWarning } from '../../../shared/images/use-small-image-warning.ts';
import { useMoveEventImage } from '../api/move-event-image.ts';
import { useRemoveEventImage } from '../api/remove-event-image.ts';
import { useUploadEventImage } from '../api/upload-event-image.ts';

interface EventImagesStepProps {
  eventId: number;
  images: CatalogueImage[];
  onBack: () => void;
  onNext: () => void;
}

type Status = { kind: 'info' | 'ok' | 'error'; text: string } | null;

/**
 * The event's pictures: each chosen file is cropped to the cover's shape (or kept whole), then
 * shows at once as a preview while it uploads; the server checks it again by content, cuts the
 * crop out of the original and re-encodes it. The first picture is the cover.
 */
export function EventImagesStep({ eventId, images, onBack, onNext }: EventImagesStepProps) {
  const { t } = useTranslation();
  const upload = useUploadEventImage();
  const remove = useRemoveEventImage();
  const move = useMoveEventImage();
  // Each reply lists all images: the step shows those, starting from what the event had.
  const [shown, setShown] = useState(images);
  const [previews, setPreviews] = useState<string[]>([]);
  const [status, setStatus] = useState<Status>(null);
  const isBusy = previews.length > 0 || remove.isPending || move.isPending;
  const { warning: smallWarning, report: reportSize } = useSmallImageWarning();
  const cropper = useImageCropper();
  const isFull = shown.length >= catalogueLimits.imagesMax;

  useEffect(() => () => previews.forEach((url) => URL.revokeObjectURL(url)), [previews]);

  const onFiles = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    const room = catalogueLimits.imagesMax - shown.length;
    if (files.length > room) {
      setStatus({ kind: 'error', text: t('errors.too_many_images') });
    }
    let added = 0;
    for (const file of files.slice(0, Math.max(room, 0))) {
      const problem = imageFileProblem(file);
      if (problem) {
        setStatus({ kind: 'error', text: t(problem) });
        continue;
      }
      // Each picture in turn: which part becomes the cover, or all of it, or not this one.
      const choice = await cropper.ask(file);
      if (!choice) continue;
      reportSize(choice.kept);
      const preview = URL.createObjectURL(file);
      setPreviews([preview]);
      setStatus({ kind: 'info', text: t('events.images.uploading') });
      try {
        setShown(await upload.mutateAsync({ eventId, file, crop: choice.crop }));
        added += 1;
        setStatus({ kind: 'ok', text: t('events.images.added', { count: added }) });
      } catch (error) {
        setStatus({ kind: 'error', text: t(errorMessageKey(error)) });
      } finally {
        setPreviews([]);
      }
    }
  };

  const onMove = async (index: number, to: number) => {
    try {
      setShown(await move.mutateAsync({ id: eventId, index, to }));
      setStatus({ kind: 'ok', text: t('images.moved', { number: to + 1 }) });
    } catch (error) {
      setStatus({ kind: 'error', text: t(errorMessageKey(error)) });
    }
  };

  const onRemove = async (index: number) => {
    try {
      setShown(await remove.mutateAsync({ id: eventId, index }));
      setStatus({ kind: 'ok', text: t('events.images.removed') });
    } catch (error) {
      setStatus({ kind: 'error', text: t(errorMessageKey(error)) });
    }
  };

  return (
    <section className="card event-step-panel" aria-labelledby="event-images-title">
      <header className="event-step-head">
        <h2 className="listing-section-title" id="event-images-title">
          {t('events.images.title')}
        </h2>
        <p className="listing-section-intro">{t('events.images.intro')}</p>
      </header>
      <ul className="listing-image-grid" data-testid="event-images">
        {shown.map((image, index) => (
          <li key={image.card} className="listing-image-tile">
            <img src={image.card} alt={t('events.images.alt', { number: index + 1 })} />
            {index === 0 ? (
              <span className="listing-image-cover">{t('events.images.cover')}</span>
            ) : null}
            <button
              type="button"
              className="btn btn-secondary event-image-remove"
              disabled={isBusy}
              onClick={() => void onRemove(index)}
              aria-label={t('events.images.remove', { number: index + 1 })}
            >
              {t('events.images.removeShort')}
            </button>
            {shown.length > 1 ? (
              <ImageOrderButtons
                index={index}
                count={shown.length}
                disabled={isBusy}
                onMove={(to) => void onMove(index, to)}
              />
            ) : null}
          </li>
        ))}
        {previews.map((url) => (
          <li key={url} className="listing-image-tile is-uploading" aria-busy="true">
            <img src={url} alt="" />
            <span className="spinner" aria-hidden="true" />
          </li>
        ))}
        {!isFull ? (
          <li className="listing-image-tile listing-image-add">
            <input
              id="event-image-input"
              className="visually-hidden"
              type="file"
              multiple
              accept={acceptedImageTypes.join(',')}
              disabled={isBusy}
              onChange={(event) => void onFiles(event)}
            />
            <label htmlFor="event-image-input" className="listing-image-add-label">
              <span className="listing-image-add-icon" aria-hidden="true">
                +
              </span>
              {t('events.images.add')}
            </label>
          </li>
        ) : null}
      </ul>
      <p className="field-hint">
        {t('events.images.count', { count: shown.length, max: catalogueLimits.imagesMax })}
      </p>
      {smallWarning ? (
        <p className="alert alert-info" role="status" data-testid="event-image-small">
          {smallWarning}
        </p>
      ) : null}
      <div
        role="status"
        aria-live="polite"
        className="event-status-line"
        data-testid="event-images-status"
      >
        {status ? (
          <p
            className={`alert ${status.kind === 'error' ? 'alert-error' : status.kind === 'ok' ? 'alert-success' : 'alert-info'}`}
          >
            {status.text}
          </p>
        ) : null}
      </div>
      {cropper.dialog}
      <div className="listing-actions">
        <button type="button" className="btn btn-ghost listing-actions-back" onClick={onBack}>
          {t('events.steps.backToDetails')}
        </button>
        <button type="button" className="btn btn-primary" disabled={isBusy} onClick={onNext}>
          {t('events.steps.continueToPublish')}
        </button>
      </div>
    </section>
  );
}
