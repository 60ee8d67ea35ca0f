import fs from 'node:fs';
import path from 'node:path';
import cookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import type { Connection } from 'mongoose';
import type { Logger } from 'pino';
import { DatabaseHealth } from './db/health';
import type { Env } from './env';
import { registerLoadShedding } from './http/load-shedding';
import { buildOpenApiDocument } from './http/openapi';
import { callCounts, MAX_BATCH_CALLS, trpcProcedures } from './http/rate-limits';
import { createRequestContext, sessionCookieName, sessionRateKey } from './http/request-context';
import { registerRestRoutes, sendError } from './http/rest-adapter';
import { applySecurityHeaders, registerCsrfGuard, registerSecurityHeaders } from './http/security';
import { toHttpError } from './lib/errors';
import type { OperationKind, RequestContext } from './operations/define';
import { operations } from './operations/index';
import { createServices, type Services } from './services';
import { TRPC_CODE_BY_STATUS } from './trpc/init';
import { TRPC_ERROR_CODES_BY_KEY } from '@trpc/server/rpc';
import { appRouter, type AppRouter } from './trpc/root';

/** Largest accepted request body (413 above it). */
export const MAX_BODY_BYTES = 256 * 1024;

declare module 'fastify' {
  interface FastifyRequest {
    ctx: RequestContext;
  }
  interface FastifyContextConfig {
    kind?: OperationKind;
  }
}

export interface ServerOptions {
  env: Env;
  conn: Connection;
  logger: Logger;
  /** Built web app to serve (SPA fallback to index.html). */
  webDist?: string;
  /** The clock every service reads (tests inject a fixed instant; production uses the wall clock). */
  now?: () => Date;
  /**
   * Tests only: awaited by every admitted /api and /trpc request before its handler, so a test can
   * hold requests in flight until it releases them (the in-flight bound and concurrent writes are
   * then exercised on any machine, fast or slow). Never set in production.
   */
  gate?: (req: FastifyRequest) => Promise<void>;
}

export async function buildServer({ env, conn, logger, webDist, now, gate }: ServerOptions): Promise<{ app: FastifyInstance; services: Services }> {
  const app = Fastify({
    loggerInstance: logger as unknown as FastifyBaseLogger,
    bodyLimit: MAX_BODY_BYTES,
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    // Only the configured proxies' X-Forwarded-For is believed (never "trust all": a client could
    // name any address and slip past the per-address limits).
    trustProxy: env.TRUSTED_PROXIES.length ? env.TRUSTED_PROXIES : false,
    // Slow clients (a body trickled a byte at a time) are cut off instead of holding a connection.
    requestTimeout: env.REQUEST_TIMEOUT_MS,
    http: { headersTimeout: Math.min(env.REQUEST_TIMEOUT_MS, 10_000), connectionsCheckingInterval: 1_000 },
    routerOptions: { maxParamLength: 200 },
    // Router-level URL errors (over-long param, bad percent-encoding): plain text like every other error, not fastify's JSON.
    frameworkErrors: (error, req, reply) => {
      applySecurityHeaders(req, reply, { hsts: env.NODE_ENV === 'production' });
      return sendError(reply, error.statusCode === 414 ? 414 : 400, error.statusCode === 414 ? 'URL parameter too long' : 'Invalid URL');
    },
  });
  const services = createServices(conn, env, logger, now);
  const secure = env.SECURE_COOKIES ?? env.NODE_ENV === 'production';

  // JSON bodies: the default secure parser (rejects __proto__/constructor keys), but an empty
  // body (e.g. a DELETE sent with a JSON content type) is simply "no body".
  const jsonParser = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    if (typeof body === 'string' && body.trim() === '') return done(null, undefined);
    return jsonParser(req, body as string, done);
  });

  await app.register(cookie);
  registerSecurityHeaders(app, { hsts: env.NODE_ENV === 'production' });
  registerCsrfGuard(app);
  app.addHook('onRequest', async (req) => {
    if (req.url.startsWith('/trpc/') && trpcProcedures(req.url).length > MAX_BATCH_CALLS) {
      throw Object.assign(new Error(`Too many calls in one batch (at most ${MAX_BATCH_CALLS}).`), { statusCode: 400, expose: true });
    }
  });
  registerLoadShedding(app, {
    maxInFlight: env.MAX_IN_FLIGHT,
    // Calls to the coach may wait for the language model before their database work.
    deadlineMs: (req) => env.REQUEST_DEADLINE_MS + (countsOf(req).ai > 0 ? env.COACH_TIMEOUT_MS : 0),
  });
  if (gate) {
    app.addHook('preHandler', async (req) => {
      if (req.url.startsWith('/api') || req.url.startsWith('/trpc')) await gate(req);
    });
  }

  app.decorateRequest('ctx', null as unknown as RequestContext);
  // The request's session, and its rate limits (docs/decisions/047, 100): every call counts, each
  // procedure of a tRPC batch included; writes, AI calls and reads per session; reads without a session
  // per client address. Counted in the database, so every instance draws on one budget: one round trip
  // per request. A request that may write resolves its session from the database, not the cache, so a
  // session ended on another instance lets no write through; its count is sent at the same time, under
  // the session the cookie names (counted again by address in the rare case that session has ended).
  app.addHook('preHandler', async (req, reply) => {
    if (!req.url.startsWith('/api') && !req.url.startsWith('/trpc')) return;
    const counts = countsOf(req);
    const fresh = counts.write + counts.ai + counts.data > 0;
    const take = (key: string, anonymous: boolean) =>
      services.rateLimits.take(key, counts, {
        ai: env.RATE_LIMIT_AI_PER_MIN,
        data: env.RATE_LIMIT_DATA_PER_MIN,
        write: env.RATE_LIMIT_WRITES_PER_MIN,
        read: anonymous ? env.RATE_LIMIT_ANON_READS_PER_MIN : env.RATE_LIMIT_READS_PER_MIN,
      });
    const token = req.cookies?.[sessionCookieName(secure)];
    const guessedKey = fresh && token ? sessionRateKey(token) : undefined;
    const early = guessedKey ? take(guessedKey, false) : undefined;
    early?.catch(() => undefined); // awaited below; never an unhandled rejection if the session lookup fails first
    req.ctx = await createRequestContext(services, req, reply, secure, { fresh });
    const verdict = early && req.ctx.rateKey === guessedKey ? await early : await take(req.ctx.rateKey, !req.ctx.actor);
    if (!verdict.ok) {
      reply.header('Retry-After', String(verdict.retryAfterS));
      throw Object.assign(new Error('Too many requests. Please wait a minute and try again.'), { statusCode: 429 });
    }
  });

  app.setErrorHandler((error: Error & { statusCode?: number; code?: string; expose?: boolean }, req, reply) => {
    if (req.url.startsWith('/trpc/')) return sendTrpcError(req, reply, error);
    if (error.expose && error.statusCode) return sendError(reply, error.statusCode, error.message);
    if (error.statusCode === 413 || error.code === 'FST_ERR_CTP_BODY_TOO_LARGE')
      return sendError(reply, 413, `Request body too large (limit ${(req.routeOptions?.bodyLimit ?? MAX_BODY_BYTES) / 1024} KiB).`);
    if (error.statusCode === 429) return sendError(reply, 429, error.message);
    if (error.statusCode === 415) return sendError(reply, 415, 'Content-Type must be application/json.');
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500)
      return sendError(reply, error.statusCode, error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || /JSON/i.test(error.message) ? 'body: Invalid JSON' : error.message.replace(/^body\//, ''));
    const { status, message } = toHttpError(error);
    if (status >= 500 && status !== 503) req.log.error({ err: error }, 'request failed');
    return sendError(reply, status, message);
  });

  // Live: the process answers, and the database has not been unreachable for too long (the
  // embedded one is restarted by its supervisor within seconds; past the threshold, restart us).
  const dbHealth = new DatabaseHealth(conn);
  app.addHook('onClose', async () => dbHealth.close());
  app.get('/healthz', async (_req, reply) => {
    const downMs = dbHealth.unreachableForMs();
    if (downMs > env.DB_UNHEALTHY_AFTER_MS) return sendError(reply, 503, `database unreachable for ${Math.round(downMs / 1000)} s`);
    // Which reading triages her notes: the rules alone, or the rules and the note model (docs/decisions/105).
    return { status: 'ok', triage: await services.noteTriage.mode() };
  });
  app.get('/readyz', async (_req, reply) => {
    try {
      await conn.db!.admin().ping();
      return { status: 'ready' };
    } catch {
      return sendError(reply, 503, 'database unreachable');
    }
  });

  await app.register(fastifyTRPCPlugin, {
    prefix: '/trpc',
    trpcOptions: {
      router: appRouter,
      createContext: ({ req }) => req.ctx,
      onError: ({ error, path }) => {
        if (error.code === 'INTERNAL_SERVER_ERROR') logger.error({ err: error.cause ?? error, path }, 'tRPC procedure failed');
      },
    } satisfies FastifyTRPCPluginOptions<AppRouter>['trpcOptions'],
  });

  registerRestRoutes(app, operations, (req) => req.ctx);
  let openApi: ReturnType<typeof buildOpenApiDocument> | undefined;
  app.get('/api/openapi.json', async () => (openApi ??= buildOpenApiDocument(operations)));

  // Browsers ask for /favicon.ico by themselves (an image opened on its own, old clients); the icon is an SVG.
  app.get('/favicon.ico', async (_req, reply) => reply.redirect('/favicon.svg', 301));

  app.setNotFoundHandler((req, reply) => {
    if (req.url.startsWith('/api') || req.url.startsWith('/trpc')) return sendError(reply, 404, 'Not found');
    // A file that is not there (a chunk of another build) is a 404, never the app's page: a service worker or a
    // browser would otherwise keep HTML as that script and the app would not start (decision 122).
    const pathname = req.url.split('?')[0] ?? '';
    if (pathname.startsWith('/assets/') || /\.[a-z0-9]{1,12}$/i.test(pathname)) return sendError(reply, 404, 'Not found');
    if (webDist && (req.method === 'GET' || req.method === 'HEAD')) {
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html', webDist);
    }
    return sendError(reply, 404, 'Not found');
  });

  if (webDist && fs.existsSync(path.join(webDist, 'index.html'))) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      setHeaders(res, filePath) {
        const cache = filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache';
        res.header('Cache-Control', cache);
      },
    });
    app.get('/', (_req, reply) => reply.header('Cache-Control', 'no-cache').sendFile('index.html', webDist));
  }

  return { app, services };
}

/**
 * Errors raised before tRPC runs (rate limit, body too large, database down during the
 * session lookup) answered in tRPC's own error shape, so the typed client shows the message.
 */
function sendTrpcError(req: FastifyRequest, reply: FastifyReply, error: Error & { statusCode?: number; code?: string }) {
  let status: number;
  let message: string;
  if (error.statusCode === 413 || error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    status = 413;
    message = `Request body too large (limit ${MAX_BODY_BYTES / 1024} KiB).`;
  } else if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    status = error.statusCode;
    message = error.statusCode === 400 && !(error as { expose?: boolean }).expose ? 'body: Invalid JSON' : error.message;
  } else {
    ({ status, message } = toHttpError(error));
    if (status >= 500 && status !== 503) req.log.error({ err: error }, 'request failed');
  }
  const code = TRPC_CODE_BY_STATUS[status] ?? (status >= 500 ? 'INTERNAL_SERVER_ERROR' : 'BAD_REQUEST');
  const body = { error: { message, code: TRPC_ERROR_CODES_BY_KEY[code], data: { code, httpStatus: status } } };
  const batched = /[?&]batch=1/.test(req.url);
  const procedures = req.url.split('?')[0]!.slice('/trpc/'.length).split(',').length;
  return reply
    .status(status)
    .type('application/json; charset=utf-8')
    .send(batched ? Array.from({ length: procedures }, () => body) : body);
}

const countsCache = new WeakMap<FastifyRequest, ReturnType<typeof callCounts>>();

/** What this request costs against the limits (every call of a tRPC batch). */
function countsOf(req: FastifyRequest) {
  let counts = countsCache.get(req);
  if (!counts) {
    counts = callCounts(req.method, req.url, req.routeOptions?.config?.kind);
    countsCache.set(req, counts);
  }
  return counts;
}
