import { AsyncLocalStorage } from 'node:async_hooks';
import { AppError } from './errors';

/**
 * The time budget of the request being served, visible to every database call it makes
 * (docs/decisions/046-load-shedding-and-deadlines.md). Work past the deadline, or for a client
 * that has gone, stops at its next database call instead of queuing behind live requests.
 */
export interface RequestDeadline {
  /** Epoch ms after which no more database work is started for this request. */
  readonly deadline: number;
  /** Aborted when the client disconnects before the answer is sent. */
  readonly signal: AbortSignal;
}

const storage = new AsyncLocalStorage<RequestDeadline>();

/** Runs `fn` (and everything it starts) under `deadline`. */
export function runWithDeadline<T>(deadline: RequestDeadline, fn: () => T): T {
  return storage.run(deadline, fn);
}

/**
 * Runs `fn` outside any request's budget: bookkeeping that must follow a write that has happened (the
 * stored answer of an idempotent write, docs/decisions/120) is not cut by the deadline that the write
 * itself was under.
 */
export function outsideDeadline<T>(fn: () => T): T {
  return storage.exit(fn);
}

export function currentDeadline(): RequestDeadline | undefined {
  return storage.getStore();
}

/** The answer when the server is too busy to finish in time: 503, the client retries (Retry-After). */
export class OverloadedError extends AppError {
  constructor(message = 'Cadence is very busy right now. Please try again in a moment.') {
    super(503, message);
    this.name = 'OverloadedError';
  }
}

/**
 * Milliseconds left for the current request's database work; throws OverloadedError when none
 * are left or the client has gone. `undefined` outside a request (start-up, background jobs).
 */
export function remainingMs(now = Date.now()): number | undefined {
  const d = storage.getStore();
  if (!d) return undefined;
  if (d.signal.aborted) throw new OverloadedError('The request was abandoned by the client.');
  const left = d.deadline - now;
  if (left <= 0) throw new OverloadedError();
  return left;
}
