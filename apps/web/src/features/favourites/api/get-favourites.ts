import {
  infiniteQueryOptions,
  useInfiniteQuery,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import { catalogueLimits } from '@app/contracts/catalogue-rules';
import type { ActionResponse } from '@app/contracts/registry';
import { callActionOrThrow } from '../../../lib/api-client.ts';
import { mergeFavouritePage, nextFavouriteStart } from '../hooks/favourites-list-rule.ts';
import { favouriteKeys } from './favourite-keys.ts';

export type FavouritesPage = ActionResponse<'favlist'>;
export type Favourite = FavouritesPage['topicDetail'][number];
export interface FavouritesPageParam {
  start: number;
  limit: number;
}
/** The cached pages; TanStack types the page params of cached data as unknown. */
export type FavouritesData = InfiniteData<FavouritesPage>;

/** The contract's default page; 20 or more means each next page is appended. */
export const favouritesPageSize: number = catalogueLimits.pageSizeDefault;

export function getFavourites(start: number, limit: number): Promise<FavouritesPage> {
  return callActionOrThrow('favlist', { start, limit });
}

/** What the list shows after these pages: page by page, the product's rule appends or replaces. */
export function shownFavourites({ pages, pageParams }: FavouritesData): Favourite[] {
  const limitOf = (param: unknown) => (param as FavouritesPageParam | undefined)?.limit ?? 0;
  return pages.reduce<Favourite[]>(
    (shown, page, index) =>
      index === 0
        ? [...page.topicDetail]
        : mergeFavouritePage(shown, page.topicDetail, limitOf(pageParams[index - 1])),
    [],
  );
}

export const favouritesQueryOptions = (limit = favouritesPageSize) =>
  infiniteQueryOptions({
    queryKey: favouriteKeys.list({ limit }),
    queryFn: ({ pageParam }) => getFavourites(pageParam.start, pageParam.limit),
    initialPageParam: { start: 0, limit },
    getNextPageParam: (lastPage, pages, lastParam, pageParams) => {
      const shown = shownFavourites({ pages, pageParams }).length;
      const start = nextFavouriteStart(shown, lastParam.start, lastParam.limit);
      return start < lastPage.recordsTotal ? { start, limit } : undefined;
    },
    // docs/product.md: a failed favourites call shows no message; it is not repeated on its own either.
    retry: false,
  });

/** The signed-in user's favourites, a page at a time (`favlist` with start and limit). */
export function useFavourites(limit = favouritesPageSize) {
  return useInfiniteQuery(favouritesQueryOptions(limit));
}

/** A favourite removed elsewhere leaves every cached list at once, and their totals drop. */
export function dropFavourite(queryClient: QueryClient, topicId: number): void {
  queryClient.setQueriesData<FavouritesData>({ queryKey: favouriteKeys.lists() }, (data) => {
    const listed = data?.pages.some((page) => page.topicDetail.some(({ id }) => id === topicId));
    if (!data || !listed) return data;
    return {
      ...data,
      pages: data.pages.map((page) => ({
        ...page,
        recordsTotal: Math.max(0, page.recordsTotal - 1),
        topicDetail: page.topicDetail.filter(({ id }) => id !== topicId),
      })),
    };
  });
}
