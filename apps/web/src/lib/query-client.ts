import {
  hydrate,
  MutationCache,
  QueryClient,
  type DehydratedState,
  type Query,
} from '@tanstack/react-query';
import { NetworkError } from './api-client.ts';
import { refreshAfter } from './cache-map.ts';

/**
 * How long loaded data counts as fresh: every query's default `staleTime`, and how long the data
 * of a page the server drew counts as the page's own (the page is at most seconds old: its page
 * cache, lib/page-cache.ts).
 */
const freshMs = 30_000;

/** The page's own queries (notePageData): their data then, and when it was noted. */
const drawnByServer = new WeakMap<object, { dataUpdatedAt: number; notedAt: number }>();

/**
 * The `staleTime` of a query asked afresh on every visit (the home page, the topic search): always
 * stale, except the data a page the server drew came with, for its first 30 s unless invalidated.
 * Its mount would otherwise ask for that page's data a second time right after it loads.
 */
export function askedEveryVisit(query: Pick<Query, 'state'>): number {
  const drawn = drawnByServer.get(query);
  const isPageData =
    drawn !== undefined &&
    query.state.dataUpdatedAt === drawn.dataUpdatedAt &&
    Date.now() - drawn.notedAt < freshMs;
  return isPageData ? Number.POSITIVE_INFINITY : 0;
}

/**
 * The queries now loaded are the page's own data: the server's render notes them after loading
 * (entry-server.tsx), so it draws them as the browser will, and the browser after hydrating.
 */
export function notePageData(queryClient: QueryClient): void {
  const now = Date.now();
  for (const query of queryClient.getQueryCache().getAll()) {
    if (query.state.status === 'success' && !drawnByServer.has(query)) {
      drawnByServer.set(query, { dataUpdatedAt: query.state.dataUpdatedAt, notedAt: now });
    }
  }
}

/** Fills the cache with the queries a page the server rendered was drawn from (main.tsx). */
export function hydrateServerPage(queryClient: QueryClient, queries: DehydratedState): void {
  hydrate(queryClient, queries);
  notePageData(queryClient);
}

export function createQueryClient(): QueryClient {
  const queryClient: QueryClient = new QueryClient({
    // One place refreshes what a mutation changed in other features (lib/cache-map.ts): once the
    // mutation and its own onSuccess are done, awaited before the mutation counts as finished.
    mutationCache: new MutationCache({
      onSettled: (_data, error, _variables, _context, mutation) =>
        error
          ? undefined
          : refreshAfter(queryClient, mutation.meta?.action, mutation.state.submittedAt),
    }),
    defaultOptions: {
      queries: {
        staleTime: freshMs,
        // Only a lost connection may heal on a retry; protocol errors and business failures will not.
        retry: (failureCount, error) => error instanceof NetworkError && failureCount < 2,
        refetchOnWindowFocus: false,
      },
    },
  });
  return queryClient;
}
