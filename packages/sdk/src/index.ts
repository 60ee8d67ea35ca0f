/**
 * @cadence/sdk — a typed client for the Cadence API, for other team apps (Node ≥ 20 and browsers).
 *
 *   const cadence = createCadenceClient({ baseUrl: 'http://localhost:3000' });
 *   const user = await cadence.users.create.mutate({ name: 'Maya', location: 'Leeds', challenges: ['fatigue'] });
 *   const plan = (await cadence.plan.today.query()) ?? (await cadence.plan.regenerate.mutate());
 *
 * Every procedure of the API's router is here with its types: they come from `./router-types` (the API's
 * surface, generated from its router; see VERSIONING.md), so nothing of the server is needed to use them.
 */
import { createTRPCClient, httpBatchLink, TRPCClientError, type TRPCClient, type TRPCLink } from '@trpc/client';
import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import { observable } from '@trpc/server/observable';
import type { CookieJar } from './cookie-jar.js';
import { CadenceError, HttpStatusError } from './errors.js';
import type { AppRouter } from './router-types.js';

export type { AppRouter, ApiErrorShape } from './router-types.js';
export { CadenceError, isCadenceError, type CadenceErrorCode } from './errors.js';
export { TRPCClientError };

/** Every procedure's input, e.g. `RouterInputs['routines']['create']`. */
export type RouterInputs = inferRouterInputs<AppRouter>;
/** Every procedure's output (as received: dates are ISO strings), e.g. `RouterOutputs['plan']['today']`. */
export type RouterOutputs = inferRouterOutputs<AppRouter>;

export interface CadenceClientOptions {
  /** Where Cadence runs, e.g. 'http://127.0.0.1:3000'. */
  baseUrl: string;
  /** A fetch implementation (defaults to the global one). */
  fetch?: typeof globalThis.fetch;
  /**
   * Keep the session cookie between calls (default: on outside browsers, where nothing else keeps it; browsers keep
   * it themselves). A session is created by `users.create` / `onboarding.complete`; every user-scoped call needs it.
   */
  cookieJar?: boolean;
  /** Start with this session (the `sessionCookie` of another client), outside browsers. */
  sessionCookie?: string;
  /** IANA time zone of the person, so "today" is her today (default: this process's zone). */
  timeZone?: string;
  /** Extra headers on every call. */
  headers?: Record<string, string>;
}

export type CadenceClient = TRPCClient<AppRouter> & {
  /** The cookies currently held by the jar (e.g. `cadence_sid=…`), to hand a session to another client. */
  readonly sessionCookie: string | undefined;
};

const inBrowser = (): boolean => typeof (globalThis as { document?: unknown }).document !== 'undefined';

export function createCadenceClient(options: CadenceClientOptions): CadenceClient {
  const baseUrl = options.baseUrl.replace(/\/$/, '');
  const baseFetch = options.fetch ?? globalThis.fetch;
  const timeZone = options.timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  // The jar is loaded only where it is used (not in browsers).
  let jar: CookieJar | undefined;
  const jarReady =
    (options.cookieJar ?? !inBrowser())
      ? import('./cookie-jar.js').then((m) => (jar = m.createCookieJar(options.sessionCookie)))
      : undefined;

  const fetchWithJar: typeof globalThis.fetch = async (input, init) => {
    const cookies = jarReady ? await jarReady : undefined;
    const headers = new Headers(init?.headers);
    const cookie = cookies?.header();
    if (cookie) headers.set('cookie', cookie);
    const res = await baseFetch(input, { ...init, headers, credentials: 'include' });
    cookies?.store(res.headers);
    // A failure that is not the API's JSON (a proxy's error page) still reports its status.
    if (!res.ok && !res.headers.get('content-type')?.includes('json')) throw new HttpStatusError(res.status, res.statusText);
    return res;
  };

  // Every failure becomes a CadenceError (httpStatus, code, readable message, path).
  const errors: TRPCLink<AppRouter> =
    () =>
    ({ next, op }) =>
      observable((observer) =>
        next(op).subscribe({
          next: (value) => observer.next(value),
          error: (error) => observer.error(new CadenceError(error, op.path, baseUrl)),
          complete: () => observer.complete(),
        }),
      );

  const client = createTRPCClient<AppRouter>({
    links: [
      errors,
      httpBatchLink({
        url: `${baseUrl}/trpc`,
        fetch: fetchWithJar,
        // The API refuses batches of more than 10 calls (TRPC_MAX_BATCH_CALLS in @cadence/domain).
        maxItems: 10,
        headers: () => ({ 'x-cadence-tz': timeZone, ...options.headers }),
      }),
    ],
  });
  // The tRPC client is itself a proxy: wrap it to expose the jar's cookies.
  return new Proxy(client, {
    get: (target, prop, receiver) => (prop === 'sessionCookie' ? jar?.header() : Reflect.get(target, prop, receiver)),
  }) as CadenceClient;
}
