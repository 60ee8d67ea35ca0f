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
      // 'always': a mutation is never paused offline and replayed later; the tRPC offlineLink
      // fails it at once with a clear message instead (docs/decisions/020-offline-writes.md).
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
