import { lazy, Suspense } from 'react';
import { storageKeys, useStoredValue } from '../../../lib/storage.ts';

const CookieBanner = lazy(() =>
  import('./cookie-banner.tsx').then((module) => ({ default: module.CookieBanner })),
);

/**
 * Where the cookie banner goes. Only a browser that has made no choice yet fetches the banner's
 * code (its own chunk, not part of every first load); on the server and while the page hydrates
 * the choice is not known and nothing is drawn.
 */
export function CookieBannerSlot() {
  const stored = useStoredValue(storageKeys.cookieConsent);
  if (stored === undefined || stored === 'all' || stored === 'necessary') return null;
  return (
    <Suspense fallback={null}>
      <CookieBanner />
    </Suspense>
  );
}
