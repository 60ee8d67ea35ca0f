import type { AppRouter } from '@cadence/api';
import { TRPC_MAX_BATCH_CALLS } from '@cadence/domain';
import { httpBatchLink } from '@trpc/client';
import { createTRPCReact, type inferReactQueryProcedureOptions } from '@trpc/react-query';
import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import { offlineLink } from '../platform/offline/offline-link';
import { TIME_ZONE_HEADER } from './constants';
import { browserTimeZone } from './time-zone';

/** Typed tRPC hooks: `trpc.users.get.useQuery({ id })`, `trpc.users.create.useMutation()`. */
export const trpc = createTRPCReact<AppRouter>();

export type RouterInputs = inferRouterInputs<AppRouter>;
export type RouterOutputs = inferRouterOutputs<AppRouter>;
export type ReactQueryOptions = inferReactQueryProcedureOptions<AppRouter>;

/** The tRPC client: batched HTTP to /trpc, cookies included, the browser time zone on every request. */
export function createTrpcClient(baseUrl = '') {
  return trpc.createClient({
    links: [
      // Offline policy (docs/decisions/020-offline-writes.md): mutations are not sent while offline.
      offlineLink<AppRouter>(),
      httpBatchLink({
        url: `${baseUrl}/trpc`,
        maxItems: TRPC_MAX_BATCH_CALLS,
        headers: () => ({ [TIME_ZONE_HEADER]: browserTimeZone() }),
        fetch: (input, init) => fetch(input, { ...init, credentials: 'include' }),
      }),
    ],
  });
}
