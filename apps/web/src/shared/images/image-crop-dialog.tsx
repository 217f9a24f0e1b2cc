import { useEffect, useId, useState } from 'react';
import Cropper, { type Area, type MediaSize, type Point } from 'react-easy-crop';
import 'react-easy-crop/react-easy-crop.css';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../components/ui/dialog.tsx';
import { canCrop, coverAspect, cropOfArea, maxZoomFor, type CropChoice } from './image-crop.ts';
import type { ImageSize } from './image-size.ts';
import { useSmallImageWords } from './use-small-image-warning.ts';
import './image-crop-dialog.css';

interface ImageCropDialogProps {
  file: Blob;
  onChoose: (choice: CropChoice) => void;
  onCancel: () => void;
}

/**
 * Asks which part of a chosen picture becomes the cover, in the cards' 3:2 shape: drag it or move
 * it with the arrow keys, zoom with the slider (or the wheel, or a pinch). Only the rectangle is
 * sent: the server cuts it out of the original, so nothing is encoded twice. "Use the whole
 * picture" keeps it as it is. The words under the picture say when the part kept is small.
 */
export function ImageCropDialog({ file, onChoose, onCancel }: ImageCropDialogProps) {
  const { t } = useTranslation();
  const hintId = useId();
  const smallWords = useSmallImageWords();
  const [source] = useState(() => URL.createObjectURL(file));
  const [position, setPosition] = useState<Point>({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);
  const [picture, setPicture] = useState<ImageSize | null>(null);
  const [unreadable, setUnreadable] = useState(false);

  useEffect(() => () => URL.revokeObjectURL(source), [source]);

  const maxZoom = picture ? maxZoomFor(picture) : 1;
  const crop = picture && area && canCrop(picture) ? cropOfArea(area, picture) : null;
  const kept = crop ? { width: crop.cropWidth, height: crop.cropHeight } : null;
  const small = smallWords(kept);

  const onLoaded = ({ naturalWidth, naturalHeight }: MediaSize) =>
    setPicture({ width: naturalWidth, height: naturalHeight });

  return (
    <Dialog
      title={t('images.crop.title')}
      description={t('images.crop.intro')}
      closeLabel={t('images.crop.cancel')}
      onClose={onCancel}
      size="lg"
      testId="image-crop-dialog"
    >
      {unreadable ? (
        <p className="alert alert-info" role="status">
          {t('images.crop.unreadable')}
        </p>
      ) : (
        <>
          <div className="image-crop-stage">
            <Cropper
              image={source}
              crop={position}
              zoom={zoom}
              aspect={coverAspect}
              maxZoom={maxZoom}
              onCropChange={setPosition}
              onZoomChange={setZoom}
              onCropComplete={(_percentages, pixels) => setArea(pixels)}
              onMediaLoaded={onLoaded}
              showGrid
              // The stylesheet comes with the bundle: the CSP allows no injected <style>.
              disableAutomaticStylesInjection
              mediaProps={{ onError: () => setUnreadable(true) }}
              cropperProps={{
                role: 'group',
                'aria-label': t('images.crop.area'),
                'aria-describedby': hintId,
              }}
            />
          </div>
          <p className="field-hint" id={hintId}>
            {t('images.crop.keys')}
          </p>
          <label className="image-crop-zoom">
            <span>{t('images.crop.zoom')}</span>
            <input
              type="range"
              min={1}
              max={maxZoom}
              step={0.01}
              value={zoom}
              disabled={maxZoom === 1}
              onChange={(event) => setZoom(Number(event.target.value))}
            />
          </label>
          <p className="image-crop-size" aria-live="polite" data-testid="image-crop-size">
            {kept ? t('images.crop.kept', { width: kept.width, height: kept.height }) : null}
          </p>
          {small ? (
            <p className="alert alert-info" data-testid="image-crop-small">
              {small}
            </p>
          ) : null}
        </>
      )}
      <div className="dialog-actions">
        <button type="button" className="btn btn-ghost" onClick={onCancel}>
          {t('images.crop.cancel')}
        </button>
        <button
          type="button"
          className="btn btn-secondary"
          disabled={!picture && !unreadable}
          onClick={() => onChoose({ crop: null, kept: picture })}
          data-testid="image-crop-whole"
        >
          {t('images.crop.whole')}
        </button>
        {unreadable ? null : (
          <button
            type="button"
            className="btn btn-primary"
            disabled={!crop}
            onClick={() => (crop && kept ? onChoose({ crop, kept }) : undefined)}
            data-testid="image-crop-confirm"
            data-autofocus
          >
            {t('images.crop.confirm')}
          </button>
        )}
      </div>
    </Dialog>
  );
}
