import type { AppRouter } from '@cadence/api';
import { IDEMPOTENCY_KEY_HEADER } from '@cadence/domain';
import { createTRPCUntypedClient, httpLink } from '@trpc/client';
import { TIME_ZONE_HEADER } from '../../lib/constants';
import { browserTimeZone } from '../../lib/time-zone';

/**
 * A write sent with its idempotency key (decision 120), alone in its request: tRPC batches share one set of
 * headers, so keyed writes never ride in the app's batches. The outbox sends through this, and so does the first
 * try of a write that must not repeat (a task added, a check-in). Loaded with the outbox, not with the first screen.
 */
const clients = new Map<string, ReturnType<typeof createTRPCUntypedClient<AppRouter>>>();

function clientFor(key: string) {
  return createTRPCUntypedClient<AppRouter>({
    links: [
      httpLink({
        url: '/trpc',
        headers: () => ({ [TIME_ZONE_HEADER]: browserTimeZone(), [IDEMPOTENCY_KEY_HEADER]: key }),
        fetch: (input, init) => fetch(input, { ...init, credentials: 'include' }),
      }),
    ],
  });
}

export function sendKeyed(path: string, input: unknown, key: string): Promise<unknown> {
  const client = clients.get(key) ?? clientFor(key);
  clients.set(key, client);
  return client.mutation(path, input).finally(() => clients.delete(key));
}
