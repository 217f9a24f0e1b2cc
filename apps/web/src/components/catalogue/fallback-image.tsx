import { useState, type ImgHTMLAttributes } from 'react';

/** The default topic image (docs/product.md), served from the web app's public folder. */
export const DEFAULT_TOPIC_IMAGE = '/img/qt_default.jpg';

/**
 * An image that shows the default topic image when its own is missing or fails to load, once
 * (so a broken default cannot loop). `srcSet` offers the browser the sizes the server made.
 */
export function FallbackImage({
  src,
  srcSet,
  fallback = DEFAULT_TOPIC_IMAGE,
  alt,
  ...props
}: Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> & { src: string | null; fallback?: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  const shown = !src || failed === src ? fallback : src;
  return (
    <img
      {...props}
      // The sizes belong to the image's own file: the fallback has one size.
      srcSet={shown === src ? srcSet : undefined}
      src={shown}
      alt={alt}
      onError={() => {
        if (shown !== fallback && src) setFailed(src);
      }}
    />
  );
}
