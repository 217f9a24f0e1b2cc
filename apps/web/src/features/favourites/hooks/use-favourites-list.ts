import { useCallback, useEffect, useRef, useState } from 'react';
import { getFavourites, type Favourite } from '../api/get-favourites.ts';
import { mergeFavouritePage, nextFavouriteStart } from './favourites-list-rule.ts';

export interface FavouritesList {
  items: Favourite[];
  total: number;
  /** The first page is on its way. */
  loading: boolean;
  /** A further page is on its way. */
  inlineLoading: boolean;
  /** At least one page arrived (so an empty list really is empty). */
  loaded: boolean;
  hasMore: boolean;
  loadMore: () => void;
  reload: () => void;
  /** Drops a topic the user removed here, without asking the server again. */
  forget: (topicId: number) => void;
}

/**
 * The favourites list with the spec's rules: `favlist` with start and limit; the previous limit
 * decides between appending and replacing; both loading flags are cleared on success and on
 * failure, and a failure shows no message (§8).
 */
export function useFavouritesList(limit = 20): FavouritesList {
  const [items, setItems] = useState<Favourite[]>([]);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(true);
  const [inlineLoading, setInlineLoading] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const page = useRef({ start: 0, limit, busy: false, shown: 0 });
  const alive = useRef(true);

  const fetchPage = useCallback(
    async (start: number, first: boolean) => {
      const previousLimit = page.current.limit;
      try {
        const result = await getFavourites(start, limit);
        if (!alive.current) return;
        setItems((shown) => {
          const next = first
            ? result.topicDetail
            : mergeFavouritePage(shown, result.topicDetail, previousLimit);
          page.current.shown = next.length;
          return next;
        });
        setTotal(result.recordsTotal);
        setLoaded(true);
        page.current.start = start;
        page.current.limit = limit;
      } catch {
        // The spec: a failed favourites call shows no message; the flags below still clear.
      } finally {
        page.current.busy = false;
        if (alive.current) {
          setLoading(false);
          setInlineLoading(false);
        }
      }
    },
    [limit],
  );

  // The flags are raised by whoever starts a load (the first one starts raised), and busy guards
  // against a second load while one is on its way (button and infinite scroll at once).
  const start = useCallback(
    (from: number, first: boolean) => {
      if (page.current.busy) return;
      page.current.busy = true;
      void fetchPage(from, first);
    },
    [fetchPage],
  );

  useEffect(() => {
    alive.current = true;
    page.current.busy = true;
    void fetchPage(0, true);
    return () => {
      alive.current = false;
    };
  }, [fetchPage]);

  const loadMore = useCallback(() => {
    if (page.current.busy) return;
    const { shown, start: lastStart, limit: lastLimit } = page.current;
    setInlineLoading(true);
    start(nextFavouriteStart(shown, lastStart, lastLimit), false);
  }, [start]);

  const reload = useCallback(() => {
    if (page.current.busy) return;
    setLoading(true);
    start(0, true);
  }, [start]);

  const forget = useCallback((topicId: number) => {
    setItems((shown) => {
      const next = shown.filter((item) => item.id !== topicId);
      page.current.shown = next.length;
      return next;
    });
    setTotal((count) => Math.max(0, count - 1));
  }, []);

  return {
    items,
    total,
    loading,
    inlineLoading,
    loaded,
    hasMore: loaded && items.length < total,
    loadMore,
    reload,
    forget,
  };
}
