import { TRPCClientError, type TRPCLink } from '@trpc/client';
import type { AnyTRPCRouter } from '@trpc/server';
import { observable } from '@trpc/server/observable';
import { OFFLINE_MESSAGES } from './offline-messages';
import { isBrowserOffline, reportNetworkFailure, reportServerReachable } from './online-status';

/** Marks errors produced by this link, so screens can tell "blocked offline" from a server error. */
export const OFFLINE_ERROR_CODE = 'OFFLINE';

/** True for an error that never reached the server (fetch rejected: offline, refused, DNS). */
export function isNetworkError(err: unknown): boolean {
  if (!(err instanceof Error)) return false;
  if (err instanceof TRPCClientError && err.data) return false; // the server answered
  const cause = (err as { cause?: unknown }).cause;
  if (cause instanceof TypeError) return true;
  if (err instanceof TypeError) return true;
  return /failed to fetch|networkerror|load failed|network request failed|fetch failed/i.test(err.message);
}

/** True for a mutation refused by {@link offlineLink} because the browser was offline. */
export function isOfflineBlockedError(err: unknown): boolean {
  return err instanceof TRPCClientError && (err.meta as { code?: unknown } | undefined)?.code === OFFLINE_ERROR_CODE;
}

/**
 * Offline policy for every tRPC call (docs/decisions/020-offline-writes.md):
 * - a mutation while the browser is offline is NOT sent and fails at once with a clear message,
 *   so each screen's existing error path runs (error toast, form keeps its text);
 * - every call reports whether the server was reachable, driving the "You're offline" banner.
 * Queries are not blocked: React Query pauses them while offline and resumes on reconnect.
 */
export function offlineLink<TRouter extends AnyTRPCRouter>(): TRPCLink<TRouter> {
  return () =>
    ({ op, next }) =>
      observable((observer) => {
        if (op.type === 'mutation' && isBrowserOffline()) {
          const err = new TRPCClientError<TRouter>(OFFLINE_MESSAGES.mutationBlocked, { meta: { code: OFFLINE_ERROR_CODE } });
          observer.error(err);
          return () => undefined;
        }
        const sub = next(op).subscribe({
          next(value) {
            reportServerReachable();
            observer.next(value);
          },
          error(err) {
            if (isNetworkError(err)) reportNetworkFailure();
            else reportServerReachable();
            observer.error(err);
          },
          complete() {
            observer.complete();
          },
        });
        return () => sub.unsubscribe();
      });
}
