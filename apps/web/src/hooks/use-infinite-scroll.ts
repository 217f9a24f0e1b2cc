import { useEffect, useRef, type RefObject } from 'react';

/** docs/product.md: infinite scroll with distance 2 and throttle 50. */
export const infiniteScrollDistance = 2;
export const infiniteScrollThrottleMs = 50;

/**
 * Whether the reader is within `distance` items of the end of `list`: every item but the last
 * `distance` has come into view (its bottom is above the bottom of the window).
 */
export function isNearEnd(list: HTMLElement, distance: number, viewportBottom: number): boolean {
  const items = list.children;
  if (items.length === 0) return true;
  const marker = items[Math.max(0, items.length - 1 - distance)];
  return marker ? marker.getBoundingClientRect().bottom <= viewportBottom : true;
}

interface InfiniteScrollOptions {
  /** How many items are shown: a new page is a reason to look again. */
  count: number;
  hasMore: boolean;
  isLoading: boolean;
  onLoadMore: () => void;
  distance?: number;
  throttleMs?: number;
}

/**
 * Loads the next page when the window has scrolled to within `distance` items of the list's
 * end, looking at most once per `throttleMs` while the reader scrolls (and once more at its end).
 */
export function useInfiniteScroll(
  listRef: RefObject<HTMLElement | null>,
  {
    count,
    hasMore,
    isLoading,
    onLoadMore,
    distance = infiniteScrollDistance,
    throttleMs = infiniteScrollThrottleMs,
  }: InfiniteScrollOptions,
): void {
  const latest = useRef({ hasMore, isLoading, onLoadMore });
  useEffect(() => {
    latest.current = { hasMore, isLoading, onLoadMore };
  });

  useEffect(() => {
    // One request per state of the list: the next check waits for the page (or its failure).
    let requested = false;
    const check = () => {
      const list = listRef.current;
      const { hasMore: more, isLoading: loading, onLoadMore: load } = latest.current;
      if (!list || !more || loading || requested) return;
      if (isNearEnd(list, distance, window.innerHeight)) {
        requested = true;
        load();
      }
    };
    let last = 0;
    let trailing: number | undefined;
    const onScroll = () => {
      const now = Date.now();
      window.clearTimeout(trailing);
      if (now - last >= throttleMs) {
        last = now;
        check();
      } else {
        trailing = window.setTimeout(
          () => {
            last = Date.now();
            check();
          },
          throttleMs - (now - last),
        );
      }
    };
    // A page that does not fill the window yet cannot be scrolled: look right away.
    check();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    return () => {
      window.clearTimeout(trailing);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
    };
  }, [listRef, count, hasMore, isLoading, distance, throttleMs]);
}
