import { useState } from 'react';
import type { CatalogueImage } from '@app/contracts/catalogue';
import { galleryImageSizes, galleryImageSrcSet } from '@app/contracts/catalogue-rules';
import { FallbackImage } from './fallback-image.tsx';
import './image-gallery.css';

interface ImageGalleryProps {
  images: CatalogueImage[];
  labels: {
    /** Names the list of thumbnails. */
    list: string;
    /** The large image's text alternative, by its number (from 1). */
    image: (number: number) => string;
    /** A thumbnail button's name, by its number (from 1). */
    thumb: (number: number) => string;
  };
  className?: string;
  testId: string;
  imageTestId?: string;
}

/** A listing's pictures: a large one and, with several, thumbnails that choose it (the default without any). */
export function ImageGallery({
  images,
  labels,
  className,
  testId,
  imageTestId,
}: ImageGalleryProps) {
  const [selected, setSelected] = useState(0);
  const shown = images[Math.min(selected, images.length - 1)] ?? null;
  return (
    <div
      className={className ? `image-gallery ${className}` : 'image-gallery'}
      data-testid={testId}
    >
      <div className="image-gallery-main">
        {/* The page's largest paint: fetched first, in the size the screen needs (a phone takes
            the 480 px card, not the 1200 px picture). The server preloads the same choice. */}
        <FallbackImage
          src={shown?.large ?? null}
          srcSet={shown ? galleryImageSrcSet(shown) : undefined}
          sizes={galleryImageSizes}
          alt={shown ? labels.image(selected + 1) : ''}
          width={1200}
          height={800}
          fetchPriority="high"
          decoding="async"
          data-testid={imageTestId}
        />
      </div>
      {images.length > 1 ? (
        <ul className="image-gallery-thumbs" aria-label={labels.list}>
          {images.map((image, index) => (
            <li key={image.card}>
              <button
                type="button"
                className="image-gallery-thumb"
                aria-pressed={index === selected}
                aria-label={labels.thumb(index + 1)}
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
