import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CatalogueImage } from '@app/contracts/catalogue';
import { FallbackImage } from '../../../components/catalogue/fallback-image.tsx';

/** The event's pictures: a large one, and thumbnails to pick another (the default without any). */
export function EventGallery({ images, title }: { images: CatalogueImage[]; title: string }) {
  const { t } = useTranslation();
  const [selected, setSelected] = useState(0);
  const current = images[selected] ?? images[0] ?? null;
  return (
    <div className="event-gallery" data-testid="event-gallery">
      <div className="event-gallery-main">
        <FallbackImage
          src={current?.large ?? null}
          alt={images.length > 0 ? t('events.page.imageAlt', { title, number: selected + 1 }) : ''}
          width={1200}
          height={800}
        />
      </div>
      {images.length > 1 ? (
        <ul className="event-gallery-thumbs" aria-label={t('events.page.gallery')}>
          {images.map((image, index) => (
            <li key={image.thumb}>
              <button
                type="button"
                className="event-gallery-thumb"
                aria-pressed={index === selected}
                aria-label={t('events.page.showImage', { number: index + 1 })}
                onClick={() => setSelected(index)}
              >
                <FallbackImage src={image.thumb} alt="" width={160} height={107} />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
