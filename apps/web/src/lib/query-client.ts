import { MutationCache, QueryClient } from '@tanstack/react-query';
import { NetworkError } from './api-client.ts';
import { refreshAfter } from './cache-map.ts';

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
        staleTime: 30_000,
        // Only a lost connection may heal on a retry; protocol errors and business failures will not.
        retry: (failureCount, error) => error instanceof NetworkError && failureCount < 2,
        refetchOnWindowFocus: false,
      },
    },
  });
  return queryClient;
}
