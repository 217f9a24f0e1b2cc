import { useEffect, useLayoutEffect, useRef } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router';

const storageKey = 'scroll-positions';

/**
 * The history entry a position belongs to. A page opened by its address has no key of its own
 * ('default'): its address tells it apart from another page opened so in the same tab.
 */
const entryOf = (location: { key: string; pathname: string; search: string; hash: string }) =>
  location.key === 'default'
    ? `default ${location.pathname}${location.search}${location.hash}`
    : location.key;

function readPositions(): Map<string, number> {
  try {
    const stored = JSON.parse(sessionStorage.getItem(storageKey) ?? '{}') as Record<string, number>;
    return new Map(Object.entries(stored));
  } catch {
    return new Map();
  }
}

/**
 * The window's scroll position as a visitor expects it: a new page starts at its top (or at the
 * element its address's #hash names), and Back or Forward returns to where the page was left, a
 * reload too (the positions are kept for the tab, by history entry). The browser's own restoring
 * is off: it would scroll before the page is drawn.
 */
export function ScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef<Map<string, number> | null>(null);
  const shownEntry = useRef(entryOf(location));

  useEffect(() => {
    const saved = (positions.current ??= readPositions());
    window.history.scrollRestoration = 'manual';
    // Noted as the user scrolls, so a position is known before the next page replaces the page.
    const note = () => saved.set(shownEntry.current, window.scrollY);
    const keep = () => {
      note();
      try {
        sessionStorage.setItem(storageKey, JSON.stringify(Object.fromEntries(saved)));
      } catch {
        // Storage full or refused: positions are kept for this page's life only.
      }
    };
    window.addEventListener('scroll', note, { passive: true });
    window.addEventListener('pagehide', keep);
    return () => {
      window.removeEventListener('scroll', note);
      window.removeEventListener('pagehide', keep);
      window.history.scrollRestoration = 'auto';
    };
  }, []);

  useLayoutEffect(() => {
    const saved = (positions.current ??= readPositions());
    shownEntry.current = entryOf(location);
    const position = saved.get(shownEntry.current);
    if (navigationType === NavigationType.Pop && position !== undefined) {
      window.scrollTo(0, position);
      return;
    }
    const target =
      location.hash && document.getElementById(decodeURIComponent(location.hash.slice(1)));
    if (target) target.scrollIntoView();
    else if (navigationType !== NavigationType.Pop) window.scrollTo(0, 0);
  }, [location, navigationType]);

  return null;
}
