import { useTranslation } from 'react-i18next';
import './image-order-buttons.css';

interface ImageOrderButtonsProps {
  index: number;
  count: number;
  disabled: boolean;
  /** Moves the picture at `index` to the position `to` (0: the cover). */
  onMove: (to: number) => void;
}

/**
 * The order of a listing's pictures, from the keyboard as well as the pointer: make one the cover,
 * or move it one place earlier or later. The first picture is the cover cards and search show.
 */
export function ImageOrderButtons({ index, count, disabled, onMove }: ImageOrderButtonsProps) {
  const { t } = useTranslation();
  const number = index + 1;
  return (
    <div className="image-order">
      {index > 0 ? (
        <button
          type="button"
          className="image-order-cover"
          disabled={disabled}
          onClick={() => onMove(0)}
          aria-label={t('images.makeCoverOf', { number })}
        >
          {t('images.makeCover')}
        </button>
      ) : null}
      <span className="image-order-arrows">
        <button
          type="button"
          disabled={disabled || index === 0}
          onClick={() => onMove(index - 1)}
          aria-label={t('images.moveEarlier', { number })}
          title={t('images.moveEarlier', { number })}
        >
          <span aria-hidden="true">←</span>
        </button>
        <button
          type="button"
          disabled={disabled || index === count - 1}
          onClick={() => onMove(index + 1)}
          aria-label={t('images.moveLater', { number })}
          title={t('images.moveLater', { number })}
        >
          <span aria-hidden="true">→</span>
        </button>
      </span>
    </div>
  );
}
