import type { FastifyInstance, FastifyRequest } from 'fastify';
import { OverloadedError, runWithDeadline } from '../lib/request-deadline';

export interface LoadSheddingOptions {
  /** Most requests worked on at once; beyond the current (adaptive) limit the answer is 503 at once. */
  maxInFlight: number;
  /** Time budget of a request from its arrival (its database work stops after it). */
  deadlineMs(req: FastifyRequest): number;
}

/** Seconds a client is told to wait after a 503 (busy or database restarting). */
export const RETRY_AFTER_S = 1;
/** The adaptive in-flight limit never goes below this. */
export const MIN_IN_FLIGHT = 4;
/**
 * On close, how long the server waits at most for handlers still working (requests answered 503 at
 * their deadline, or whose client left) before the database connection may be closed under them.
 */
export const DRAIN_ON_CLOSE_MS = 10_000;
/** How often the event loop's lag is sampled (a timer that should fire every this many ms). */
export const LOOP_LAG_SAMPLE_MS = 20;
/**
 * A sample this much late means the process is saturated now: the in-flight limit is cut at once,
 * before any request already admitted has come back slow (docs/decisions/163). While the loop is
 * this far behind, Node also accepts new connections only one per turn of the loop, so a surge of
 * new clients waits unseen in the kernel's queue; admitting less work is what lets them in.
 */
export const LOOP_LAG_LIMIT_MS = 60;
/**
 * Each late sample cuts the limit to this share, when at least half the current limit is at work:
 * a pause of the process's own (a collection, a long export) with a handful of requests is not a surge.
 */
export const LOOP_LAG_CUT = 0.75;

/**
 * The in-flight limit, adapted to what the machine manages (AIMD, as TCP does): a request that used
 * more than half its time budget (or all of it) lowers the limit by 10 %; a quick one raises it by
 * 1/limit (≈ +1 per limit's worth of quick requests), up to the configured maximum. Under overload
 * the server thus admits only what it can finish in time and answers the rest 503 at once,
 * instead of starting work it will have to abandon.
 */
export class AdaptiveLimit {
  private value: number;
  constructor(private readonly max: number) {
    this.value = max;
  }
  get current(): number {
    return Math.floor(this.value);
  }
  /** `usedShare`: the share of its budget the request took (≥ 1 when it was cut off). */
  record(usedShare: number) {
    if (usedShare > 0.5) this.value = Math.max(MIN_IN_FLIGHT, this.value * 0.9);
    else if (usedShare < 0.25) this.value = Math.min(this.max, this.value + 1 / this.value);
  }
  /**
   * The event loop fell behind with `inFlight` requests at work. At the onset of a surge the
   * requests admitted come back slow only after their whole budget; the loop's lag says so within
   * one sample, so the limit falls before the answers (and the new connections) queue.
   */
  loopBehind(inFlight: number) {
    if (inFlight < this.current / 2) return;
    this.value = Math.max(MIN_IN_FLIGHT, this.value * LOOP_LAG_CUT);
  }
}

/**
 * Calls `onLag(lagMs)` whenever a timer meant to fire every `sampleMs` fires more than `limitMs`
 * late. Returns the stop function. The timer is unref'd (it never keeps the process alive).
 */
export function watchLoopLag(onLag: (lagMs: number) => void, sampleMs = LOOP_LAG_SAMPLE_MS, limitMs = LOOP_LAG_LIMIT_MS): () => void {
  let last = performance.now();
  const timer = setInterval(() => {
    const now = performance.now();
    const lag = now - last - sampleMs;
    last = now;
    if (lag > limitMs) onLag(lag);
  }, sampleMs);
  timer.unref();
  return () => clearInterval(timer);
}

const isWork = (url: string) => url.startsWith('/api') || url.startsWith('/trpc');

/**
 * Back-pressure for /api and /trpc (docs/decisions/046-load-shedding-and-deadlines.md):
 * - at most `maxInFlight` requests are worked on, fewer when requests come back slow or the event
 *   loop falls behind with many at work (AdaptiveLimit, watchLoopLag);
 *   beyond the limit the answer is an immediate 503 with Retry-After, costing no database work;
 * - every admitted request runs under a deadline (AsyncLocalStorage) that its database calls
 *   read: reads carry the time left as maxTimeMS, and no call starts once it has passed or once
 *   the client has disconnected, so abandoned work stops instead of delaying everyone after the load;
 * - a request not answered by its deadline is answered 503 then (the answer time is bounded even
 *   when the database or the event loop is slow);
 * - every 503 carries Retry-After;
 * - closing the server waits (at most DRAIN_ON_CLOSE_MS) for handlers still at work after their
 *   answer went out, so the database connection is never closed under a call they started.
 * Returns a probe of the current in-flight count (for /healthz and tests) and of unfinished handlers.
 */
export function registerLoadShedding(
  app: FastifyInstance,
  opts: LoadSheddingOptions,
): { inFlight(): number; limit(): number; unfinishedHandlers(): number } {
  let inFlight = 0;
  const limit = new AdaptiveLimit(opts.maxInFlight);
  const stopWatching = watchLoopLag(() => limit.loopBehind(inFlight));
  app.addHook('onClose', async () => stopWatching());
  const arrivals = new WeakMap<FastifyRequest, { at: number; abort: AbortController; budgetMs: number }>();

  // Every handler registered from here on is tracked until its promise settles (not until its
  // answer is sent: a 503 at the deadline goes out while the handler may still be working).
  const unfinished = new Set<Promise<void>>();
  app.addHook('onRoute', (route) => {
    const handler = route.handler;
    route.handler = function trackedHandler(this: FastifyInstance, ...args: Parameters<typeof handler>) {
      const result = handler.apply(this, args) as unknown;
      if (result instanceof Promise) {
        const settled: Promise<void> = result.then(
          () => undefined,
          () => undefined,
        );
        unfinished.add(settled);
        void settled.then(() => unfinished.delete(settled));
      }
      return result as ReturnType<typeof handler>;
    } as typeof handler;
  });
  app.addHook('onClose', async () => {
    if (unfinished.size === 0) return;
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      Promise.allSettled([...unfinished]),
      new Promise<void>((resolve) => {
        timer = setTimeout(resolve, DRAIN_ON_CLOSE_MS);
        timer.unref();
      }),
    ]);
    clearTimeout(timer);
  });

  app.addHook('onRequest', async (req, reply) => {
    if (!isWork(req.url)) return;
    if (inFlight >= Math.min(opts.maxInFlight, Math.max(MIN_IN_FLIGHT, limit.current))) throw new OverloadedError();
    inFlight++;
    const abort = new AbortController();
    const budgetMs = opts.deadlineMs(req);
    const at = Date.now();
    arrivals.set(req, { at, abort, budgetMs });
    // The answer is never later than the deadline: if the work has not answered by then, the
    // client gets 503 + Retry-After now and the work's next database call is refused.
    const timer = setTimeout(() => {
      abort.abort();
      if (!reply.sent) reply.send(new OverloadedError());
    }, budgetMs);
    timer.unref();
    reply.raw.once('close', () => {
      clearTimeout(timer);
      inFlight--;
      limit.record(abort.signal.aborted ? 1 : (Date.now() - at) / budgetMs);
      // A client that has gone no longer needs the answer, so its work stops, except a write sent with an
      // Idempotency-Key: its client will send it again, and finishing it (and storing its answer) is
      // what makes the retry a repeat rather than a second write (docs/decisions/120).
      if (!reply.raw.writableFinished && req.headers['idempotency-key'] === undefined) abort.abort();
    });
  });

  // Callback style on purpose: everything after `done` (the other hooks, the handler, their
  // promises) runs inside the deadline's async context.
  app.addHook('preHandler', (req, _reply, done) => {
    const arrival = arrivals.get(req);
    if (!arrival) return done();
    runWithDeadline({ deadline: arrival.at + arrival.budgetMs, signal: arrival.abort.signal }, done);
  });

  app.addHook('onSend', async (_req, reply, payload) => {
    if (reply.statusCode === 503 && !reply.hasHeader('retry-after')) reply.header('Retry-After', String(RETRY_AFTER_S));
    return payload;
  });

  return { inFlight: () => inFlight, limit: () => limit.current, unfinishedHandlers: () => unfinished.size };
}
