import { TRPCClientError, type TRPCLink } from '@trpc/client';
import type { AnyTRPCRouter } from '@trpc/server';
import { observable } from '@trpc/server/observable';
import { isQueueablePath, KEYED_FROM_FIRST_TRY, loadOutboxCode, newIdempotencyKey, type QueueablePath } from '../outbox/outbox-paths';
import { OFFLINE_MESSAGES } from './offline-messages';
import { isBrowserOffline, reportNetworkFailure, reportServerReachable } from './online-status';

/** Marks errors produced by this link, so screens can tell "blocked offline" from a server error. */
export const OFFLINE_ERROR_CODE = 'OFFLINE';
/** Marks a write kept in the outbox: saved on this phone, sent when she is back online (decision 122). */
export const QUEUED_ERROR_CODE = 'QUEUED';

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

/** True for a write that did not reach the server and now waits in the outbox (saved on this phone). */
export function isQueuedError(err: unknown): boolean {
  return err instanceof TRPCClientError && (err.meta as { code?: unknown } | undefined)?.code === QUEUED_ERROR_CODE;
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
        const path = op.path as QueueablePath;
        const queueable = op.type === 'mutation' && isQueueablePath(path);
        // A write that must not repeat (a task added, a check-in) has its key from its first try (decision 122).
        const key = queueable && KEYED_FROM_FIRST_TRY.includes(path) ? newIdempotencyKey() : undefined;
        let closed = false;
        const fail = (err: TRPCClientError<TRouter>) => {
          if (!closed) observer.error(err);
        };
        /** Keeps the write in the outbox and tells the screen so; where it cannot be kept, refuses it as before. */
        const queue = (fallback: TRPCClientError<TRouter>) =>
          // The outbox's code loads here if the first idle moment has not brought it yet.
          loadOutboxCode()
            .then(({ queueWrite }) => queueWrite({ path, input: op.input, key: key ?? newIdempotencyKey() }))
            .then(
              (kept) => fail(kept ? new TRPCClientError<TRouter>(OFFLINE_MESSAGES.savedOnPhone, { meta: { code: QUEUED_ERROR_CODE } }) : fallback),
              () => fail(fallback),
            );
        const failed = (err: TRPCClientError<TRouter>) => {
          if (isNetworkError(err)) {
            reportNetworkFailure();
            // Lost on the way: it may or may not have been applied; sent again with its key, it applies once.
            if (queueable) return void queue(err);
          } else reportServerReachable();
          fail(err);
        };
        const answered = (value: Parameters<typeof observer.next>[0]) => {
          reportServerReachable();
          if (!closed) observer.next(value);
        };
        if (op.type === 'mutation' && isBrowserOffline()) {
          const err = new TRPCClientError<TRouter>(OFFLINE_MESSAGES.mutationBlocked, { meta: { code: OFFLINE_ERROR_CODE } });
          if (queueable) void queue(err);
          else fail(err);
        } else if (key !== undefined) {
          // Alone in its request, with its key (tRPC batches share one set of headers; decision 120).
          loadOutboxCode()
            .then(({ sendKeyed }) => sendKeyed(path, op.input, key))
            .then(
              (data) => {
                answered({ result: { type: 'data', data } } as Parameters<typeof observer.next>[0]);
                if (!closed) observer.complete();
              },
              (err: unknown) => failed(TRPCClientError.from<TRouter>(err as Error)),
            );
        } else {
          const sub = next(op).subscribe({ next: answered, error: failed, complete: () => observer.complete() });
          return () => {
            closed = true;
            sub.unsubscribe();
          };
        }
        return () => {
          closed = true;
        };
      });
}
