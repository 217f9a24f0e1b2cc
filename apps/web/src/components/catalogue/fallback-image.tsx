import { useState, type ImgHTMLAttributes } from 'react';

/** The default topic image (docs/product.md), served from the web app's public folder. */
export const DEFAULT_TOPIC_IMAGE = '/img/qt_default.jpg';

/**
 * An image that shows the default topic image when its own is missing or fails to load, once
 * (so a broken default cannot loop).
 */
export function FallbackImage({
  src,
  fallback = DEFAULT_TOPIC_IMAGE,
  alt,
  ...props
}: Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> & { src: string | null; fallback?: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  const shown = !src || failed === src ? fallback : src;
  return (
    <img
      {...props}
      src={shown}
      alt={alt}
      onError={() => {
        if (shown !== fallback && src) setFailed(src);
      }}
    />
  );
}
