/**
 * @cadence/sdk — a typed client for the Cadence API, for other team apps.
 *
 *   const cadence = createCadenceClient({ baseUrl: 'http://localhost:3000' });
 *   const user = await cadence.users.create.mutate({ name: 'Maya', location: 'Leeds', challenges: ['fatigue'] });
 *   const plan = (await cadence.plan.today.query({ userId: user.id })) ?? (await cadence.plan.regenerate.mutate({ userId: user.id }));
 *
 * Types come from the API's router (`import type` only): no server code is bundled.
 */
import { createTRPCClient, httpBatchLink, TRPCClientError } from '@trpc/client';
import type { AppRouter } from '@cadence/api';

export type { AppRouter };
export { TRPCClientError };

export interface CadenceClientOptions {
  /** Where Cadence runs, e.g. 'http://127.0.0.1:3000'. */
  baseUrl: string;
  /** A fetch implementation (defaults to the global one). */
  fetch?: typeof globalThis.fetch;
  /**
   * Keep the session cookie between calls (default true outside browsers). A session is
   * created by `users.create` / `onboarding.complete`; every user-scoped call needs it.
   */
  cookieJar?: boolean;
  /** IANA time zone of the person, so "today" is her today (default: this process's zone). */
  timeZone?: string;
  /** Extra headers on every call. */
  headers?: Record<string, string>;
}

export type CadenceClient = ReturnType<typeof createTRPCClient<AppRouter>> & {
  /** The session cookie currently held by the jar (for handing a session to another client). */
  readonly sessionCookie: string | undefined;
};

export function createCadenceClient(options: CadenceClientOptions): CadenceClient {
  const baseFetch = options.fetch ?? globalThis.fetch;
  const useJar = options.cookieJar ?? typeof (globalThis as { document?: unknown }).document === 'undefined';
  let cookie: string | undefined;
  const timeZone = options.timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;

  const fetchWithJar: typeof globalThis.fetch = async (input, init) => {
    const headers = new Headers(init?.headers);
    if (useJar && cookie) headers.set('cookie', cookie);
    const res = await baseFetch(input, { ...init, headers, credentials: 'include' });
    if (useJar) {
      const setCookie = res.headers.get('set-cookie');
      if (setCookie) {
        const first = setCookie.split(';')[0] ?? '';
        const [, value] = first.split('=');
        cookie = value ? first : undefined;
      }
    }
    return res;
  };

  const client = createTRPCClient<AppRouter>({
    links: [
      httpBatchLink({
        url: `${options.baseUrl.replace(/\/$/, '')}/trpc`,
        fetch: fetchWithJar,
        // The API refuses batches of more than 10 calls (TRPC_MAX_BATCH_CALLS in @cadence/domain).
        maxItems: 10,
        headers: () => ({ 'x-cadence-tz': timeZone, ...options.headers }),
      }),
    ],
  });
  // The tRPC client is itself a proxy: wrap it to expose the jar's cookie.
  return new Proxy(client, {
    get: (target, prop, receiver) => (prop === 'sessionCookie' ? cookie : Reflect.get(target, prop, receiver)),
  }) as CadenceClient;
}
