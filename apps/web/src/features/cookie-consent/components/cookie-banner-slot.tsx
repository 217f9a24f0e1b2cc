import { useEffect, useState, type ComponentType } from 'react';
import { storageKeys, useStoredValue } from '../../../lib/storage.ts';

const loadBanner = () => import('./cookie-banner.tsx').then((module) => module.CookieBanner);

/**
 * Where the cookie banner goes. Only a browser that has made no choice yet fetches the banner's
 * code (its own chunk, not part of every first load); on the server and while the page hydrates
 * the choice is not known and nothing is drawn.
 *
 * The banner is drawn once its code is here, not through `lazy` and `Suspense`: a Suspense
 * fallback shown right after hydration made React hold back the rest of the page's hydration for
 * its 300 ms throttle of revealed boundaries, so a first-time visitor's page (and Lighthouse's)
 * answered taps 300 ms later than a returning visitor's (issue 35).
 */
export function CookieBannerSlot() {
  const stored = useStoredValue(storageKeys.cookieConsent);
  const undecided = stored !== undefined && stored !== 'all' && stored !== 'necessary';
  const [Banner, setBanner] = useState<ComponentType | null>(null);
  useEffect(() => {
    if (!undecided || Banner) return;
    let mounted = true;
    loadBanner().then(
      (component) => {
        if (mounted) setBanner(() => component);
      },
      // A banner whose code could not be fetched (offline, a new release) is not shown on this
      // page; the next page asks again. The page itself works without it.
      () => undefined,
    );
    return () => {
      mounted = false;
    };
  }, [undecided, Banner]);
  return undecided && Banner ? <Banner /> : null;
}
