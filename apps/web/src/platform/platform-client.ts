import type { AppRouter } from '@cadence/api';
import { TRPC_MAX_BATCH_CALLS } from '@cadence/domain';
import { createTRPCClient, httpBatchLink, type TRPCClient } from '@trpc/client';
import { TIME_ZONE_HEADER } from '../lib/constants';
import { browserTimeZone } from '../lib/time-zone';
import { offlineLink } from './offline/offline-link';

let client: TRPCClient<AppRouter> | null = null;

/**
 * A plain (non-React) tRPC client for platform jobs that run outside the screens, e.g. the
 * reminder runner. Same transport as src/lib/trpc.ts: /trpc, cookies, time-zone header.
 */
export function platformClient(): TRPCClient<AppRouter> {
  client ??= createTRPCClient<AppRouter>({
    links: [
      offlineLink<AppRouter>(),
      httpBatchLink({
        url: '/trpc',
        maxItems: TRPC_MAX_BATCH_CALLS,
        headers: () => ({ [TIME_ZONE_HEADER]: browserTimeZone() }),
        fetch: (input, init) => fetch(input, { ...init, credentials: 'include' }),
      }),
    ],
  });
  return client;
}
