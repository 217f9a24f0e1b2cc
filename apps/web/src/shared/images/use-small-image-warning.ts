import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { recommendedImageSize, smallImageSize } from './image-size.ts';

/**
 * The words a listing's picture step shows about the last picture chosen when it is small for a
 * cover (null when it is large enough); `check` reads the file before it uploads.
 */
export function useSmallImageWarning() {
  const { t } = useTranslation();
  const [warning, setWarning] = useState<string | null>(null);
  const check = async (file: Blob) => {
    const small = await smallImageSize(file);
    setWarning(
      small
        ? t('images.small', {
            width: small.width,
            height: small.height,
            minWidth: recommendedImageSize.width,
            minHeight: recommendedImageSize.height,
          })
        : null,
    );
  };
  return { warning, check };
}
