import { TRPCClientError, type TRPCLink } from '@trpc/client';
import type { AnyTRPCRouter } from '@trpc/server';
import { observable } from '@trpc/server/observable';
import { showWaitingWrite } from '../outbox/outbox-kinds';
import { enqueue, isQueueablePath, KEYED_FROM_FIRST_TRY, newIdempotencyKey, type QueueablePath } from '../outbox/outbox';
import { OFFLINE_MESSAGES } from './offline-messages';
import { isBrowserOffline, reportNetworkFailure, reportServerReachable } from './online-status';

/** Marks errors produced by this link, so screens can tell "blocked offline" from a server error. */
export const OFFLINE_ERROR_CODE = 'OFFLINE';
/** Marks a write kept in the outbox: saved on this phone, sent when she is back online (decision 122). */
export const QUEUED_ERROR_CODE = 'QUEUED';

/** What the outbox needs from a write besides its path and input: her words for it. */
export type DescribeWrite = (path: QueueablePath, input: unknown) => string;

/** The op context keys this app uses: the key a write is sent with, and whether the outbox is sending it. */
export interface OutboxOpContext {
  idempotencyKey?: string;
  fromOutbox?: boolean;
}

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
export function offlineLink<TRouter extends AnyTRPCRouter>(describe: DescribeWrite = (path) => path): TRPCLink<TRouter> {
  return () =>
    ({ op: original, next }) =>
      observable((observer) => {
        const context = original.context as OutboxOpContext;
        const queueable = original.type === 'mutation' && isQueueablePath(original.path) && !context.fromOutbox;
        // A write the outbox may keep has its key from the start where a repeat would do harm (decision 122).
        const key = context.idempotencyKey ?? (queueable && KEYED_FROM_FIRST_TRY.includes(original.path as QueueablePath) ? newIdempotencyKey() : undefined);
        const op = key === undefined ? original : { ...original, context: { ...original.context, idempotencyKey: key } };
        let closed = false;
        /** Keeps the write in the outbox and tells the screen so; where it cannot be kept, refuses it as before. */
        const queue = (fallback: TRPCClientError<TRouter>) => {
          const path = op.path as QueueablePath;
          const write = { path, input: op.input, key: key ?? newIdempotencyKey(), summary: describe(path, op.input) };
          enqueue(write).then(
            (kept) => {
              if (kept) showWaitingWrite(write);
              if (closed) return;
              observer.error(kept ? new TRPCClientError<TRouter>(OFFLINE_MESSAGES.savedOnPhone, { meta: { code: QUEUED_ERROR_CODE } }) : fallback);
            },
            () => {
              if (!closed) observer.error(fallback);
            },
          );
        };
        if (op.type === 'mutation' && isBrowserOffline()) {
          const err = new TRPCClientError<TRouter>(OFFLINE_MESSAGES.mutationBlocked, { meta: { code: OFFLINE_ERROR_CODE } });
          if (queueable) queue(err);
          else observer.error(err);
          return () => {
            closed = true;
          };
        }
        const sub = next(op).subscribe({
          next(value) {
            reportServerReachable();
            observer.next(value);
          },
          error(err) {
            if (isNetworkError(err)) {
              reportNetworkFailure();
              // Lost on the way: it may or may not have been applied; sent again with its key, it applies once.
              if (queueable) return queue(err);
            } else reportServerReachable();
            observer.error(err);
          },
          complete() {
            observer.complete();
          },
        });
        return () => {
          closed = true;
          sub.unsubscribe();
        };
      });
}
