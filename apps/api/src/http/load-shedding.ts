import type { FastifyInstance, FastifyRequest } from 'fastify';
import { OverloadedError, runWithDeadline } from '../lib/request-deadline';

export interface LoadSheddingOptions {
  /** Requests being worked on at once; the next one is answered 503 at once. */
  maxInFlight: number;
  /** Time budget of a request from its arrival (its database work stops after it). */
  deadlineMs(req: FastifyRequest): number;
}

/** Seconds a client is told to wait after a 503 (busy or database restarting). */
export const RETRY_AFTER_S = 1;

const isWork = (url: string) => url.startsWith('/api') || url.startsWith('/trpc');

/**
 * Back-pressure for /api and /trpc (docs/decisions/046-load-shedding-and-deadlines.md):
 * - at most `maxInFlight` requests are worked on; beyond it the answer is an immediate 503 with
 *   Retry-After, costing no database work;
 * - every admitted request runs under a deadline (AsyncLocalStorage) that its database calls
 *   read: reads carry the time left as maxTimeMS, and no call starts once it has passed or once
 *   the client has disconnected, so abandoned work stops instead of delaying everyone after the load;
 * - every 503 carries Retry-After.
 * Returns a probe of the current in-flight count (for /healthz and tests).
 */
export function registerLoadShedding(app: FastifyInstance, opts: LoadSheddingOptions): { inFlight(): number } {
  let inFlight = 0;
  const arrivals = new WeakMap<FastifyRequest, { at: number; abort: AbortController }>();

  app.addHook('onRequest', async (req, reply) => {
    if (!isWork(req.url)) return;
    if (inFlight >= opts.maxInFlight) throw new OverloadedError();
    inFlight++;
    const abort = new AbortController();
    arrivals.set(req, { at: Date.now(), abort });
    reply.raw.once('close', () => {
      inFlight--;
      if (!reply.raw.writableFinished) abort.abort();
    });
  });

  // Callback style on purpose: everything after `done` (the other hooks, the handler, their
  // promises) runs inside the deadline's async context.
  app.addHook('preHandler', (req, _reply, done) => {
    const arrival = arrivals.get(req);
    if (!arrival) return done();
    runWithDeadline({ deadline: arrival.at + opts.deadlineMs(req), signal: arrival.abort.signal }, done);
  });

  app.addHook('onSend', async (_req, reply, payload) => {
    if (reply.statusCode === 503 && !reply.hasHeader('retry-after')) reply.header('Retry-After', String(RETRY_AFTER_S));
    return payload;
  });

  return { inFlight: () => inFlight };
}
