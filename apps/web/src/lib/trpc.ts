import type { AppRouter } from '@cadence/api';
import { IDEMPOTENCY_KEY_HEADER, TRPC_MAX_BATCH_CALLS } from '@cadence/domain';
import { httpBatchLink, httpLink, splitLink } from '@trpc/client';
import { createTRPCReact, type inferReactQueryProcedureOptions } from '@trpc/react-query';
import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import { offlineLink, type OutboxOpContext } from '../platform/offline/offline-link';
import { describeWrite } from '../platform/outbox/outbox-kinds';
import { TIME_ZONE_HEADER } from './constants';
import { browserTimeZone } from './time-zone';

/** Typed tRPC hooks: `trpc.users.get.useQuery({ id })`, `trpc.users.create.useMutation()`. */
export const trpc = createTRPCReact<AppRouter>();

export type RouterInputs = inferRouterInputs<AppRouter>;
export type RouterOutputs = inferRouterOutputs<AppRouter>;
export type ReactQueryOptions = inferReactQueryProcedureOptions<AppRouter>;

const withCookies: typeof fetch = (input, init) => fetch(input, { ...init, credentials: 'include' });

/**
 * The tRPC client: batched HTTP to /trpc, cookies included, the browser time zone on every request. A write
 * with an idempotency key goes alone (a batch shares one set of headers; decision 120).
 */
export function createTrpcClient(baseUrl = '') {
  return trpc.createClient({
    links: [
      // Offline (docs/decisions/122-the-offline-day.md): her day's writes wait in the outbox; the rest are refused.
      offlineLink<AppRouter>(describeWrite),
      splitLink({
        condition: (op) => (op.context as OutboxOpContext).idempotencyKey !== undefined,
        true: httpLink({
          url: `${baseUrl}/trpc`,
          headers: ({ op }) => ({ [TIME_ZONE_HEADER]: browserTimeZone(), [IDEMPOTENCY_KEY_HEADER]: (op.context as OutboxOpContext).idempotencyKey ?? '' }),
          fetch: withCookies,
        }),
        false: httpBatchLink({
          url: `${baseUrl}/trpc`,
          maxItems: TRPC_MAX_BATCH_CALLS,
          headers: () => ({ [TIME_ZONE_HEADER]: browserTimeZone() }),
          fetch: withCookies,
        }),
      }),
    ],
  });
}
