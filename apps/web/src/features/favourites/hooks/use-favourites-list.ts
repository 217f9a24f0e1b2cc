import { useCallback, useMemo } from 'react';
import {
  favouritesPageSize,
  shownFavourites,
  useFavourites,
  type Favourite,
} from '../api/get-favourites.ts';

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
}

/**
 * The favourites list with the product's rules (docs/product.md), over the infinite query: `favlist` with
 * start and limit; the previous limit decides between appending and replacing; the loading flag
 * and the inline-loading flag both clear on success and on failure, and a failure shows no
 * message. One load at a time: the button and the infinite scroll may both ask for more.
 */
export function useFavouritesList(limit = favouritesPageSize): FavouritesList {
  const query = useFavourites(limit);
  const { data, isFetching, hasNextPage, fetchNextPage, refetch } = query;
  const items = useMemo(() => (data ? shownFavourites(data) : []), [data]);

  const loadMore = useCallback(() => {
    if (isFetching || !hasNextPage) return;
    void fetchNextPage({ cancelRefetch: false });
  }, [isFetching, hasNextPage, fetchNextPage]);

  const reload = useCallback(() => {
    if (!isFetching) void refetch();
  }, [isFetching, refetch]);

  return {
    items,
    total: data?.pages.at(-1)?.recordsTotal ?? 0,
    loading: query.isPending && isFetching,
    inlineLoading: query.isFetchingNextPage,
    loaded: data !== undefined,
    hasMore: hasNextPage,
    loadMore,
    reload,
  };
}
