import { QueryClient } from '@tanstack/react-query';
import { NetworkError } from './api-client.ts';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // Only a lost connection may heal on a retry; protocol errors and business failures will not.
        retry: (failureCount, error) => error instanceof NetworkError && failureCount < 2,
        refetchOnWindowFocus: false,
      },
    },
  });
}
