import { QueryClient } from '@tanstack/react-query';

/**
 * Spec §9 data-loading defaults: data never goes stale, no retry (queries and mutations),
 * no refetch on window focus, no polling. Screens that need fresh data refetch/invalidate explicitly.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: Infinity,
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        refetchOnReconnect: false,
      },
      mutations: { retry: false },
    },
  });
}
