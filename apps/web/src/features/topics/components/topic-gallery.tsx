import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CatalogueImage } from '@app/contracts/catalogue';
import { FallbackImage } from '../../../components/catalogue/fallback-image.tsx';

/** The topic's images: a large one and, with several, thumbnails that choose it. */
export function TopicGallery({ images, title }: { images: CatalogueImage[]; title: string }) {
  const { t } = useTranslation();
  const [selected, setSelected] = useState(0);
  const shown = images[Math.min(selected, images.length - 1)] ?? null;
  return (
    <div className="topic-gallery" data-testid="topic-gallery">
      <div className="topic-gallery-main">
        <FallbackImage
          src={shown?.large ?? null}
          alt={shown ? t('topics.page.imageAlt', { title, number: selected + 1 }) : ''}
          width={1200}
          height={800}
          data-testid="topic-gallery-image"
        />
      </div>
      {images.length > 1 ? (
        <ul className="topic-gallery-thumbs" aria-label={t('topics.page.gallery')}>
          {images.map((image, index) => (
            <li key={image.card}>
              <button
                type="button"
                className="topic-gallery-thumb"
                aria-pressed={index === selected}
                aria-label={t('topics.page.showImage', { number: index + 1 })}
                onClick={() => setSelected(index)}
              >
                <FallbackImage src={image.thumb} alt="" width={160} height={107} loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
