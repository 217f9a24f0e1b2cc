import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isSmallImage, recommendedImageSize, type ImageSize } from './image-size.ts';

/** The words about a picture that is small for a cover (null when it is large enough). */
export function useSmallImageWords() {
  const { t } = useTranslation();
  return (size: ImageSize | null) =>
    size && isSmallImage(size)
      ? t('images.small', {
          width: size.width,
          height: size.height,
          minWidth: recommendedImageSize.width,
          minHeight: recommendedImageSize.height,
        })
      : null;
}

/**
 * The words a listing's picture step shows about the last picture added when what was kept of it
 * is small for a cover (null when it is large enough); `report` tells the size kept.
 */
export function useSmallImageWarning() {
  const wordsFor = useSmallImageWords();
  const [size, setSize] = useState<ImageSize | null>(null);
  return { warning: wordsFor(size), report: setSize };
}
