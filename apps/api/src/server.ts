import fs from 'node:fs';
import path from 'node:path';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import type { Connection } from 'mongoose';
import type { Logger } from 'pino';
import type { Env } from './env';
import { createRequestContext, type RequestContext } from './http/request-context';
import { applySecurityHeaders, registerSecurityHeaders } from './http/security';
import { errorToResponse, registerRestRoutes, sendError, type RouteKind } from './rest/define';
import { restRoutes } from './rest/index';
import { buildOpenApiDocument } from './rest/openapi';
import { createServices, type Services } from './services';
import { appRouter, type AppRouter } from './trpc/root';

/** Largest accepted request body (413 above it). */
export const MAX_BODY_BYTES = 256 * 1024;

declare module 'fastify' {
  interface FastifyRequest {
    ctx: RequestContext;
  }
  interface FastifyContextConfig {
    kind?: RouteKind;
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
}

/** tRPC procedures that call the coach (AI rate limit). */
const AI_PROCEDURES = /(generateResetProgram|generateRoutines|plan\.adapt|weekly\.recommendations)/;
/** tRPC procedures over her whole account (export, restore, delete, summary, passkeys, device links): the 'data' limit. */
const DATA_PROCEDURES = /(account\.|passkeys\.)/;

export async function buildServer({ env, conn, logger, webDist, now }: ServerOptions): Promise<{ app: FastifyInstance; services: Services }> {
  const app = Fastify({
    loggerInstance: logger as unknown as FastifyBaseLogger,
    bodyLimit: MAX_BODY_BYTES,
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    trustProxy: env.NODE_ENV === 'production',
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

  app.decorateRequest('ctx', null as unknown as RequestContext);
  app.addHook('preHandler', async (req, reply) => {
    if (req.url.startsWith('/api') || req.url.startsWith('/trpc')) {
      req.ctx = await createRequestContext(services, req, reply, secure);
    }
  });

  // Rate limits: writes and AI calls, per session (or client address), in memory per instance.
  await app.register(rateLimit, {
    global: true,
    hook: 'preHandler',
    max: (req: FastifyRequest) => {
      const kind = kindOf(req);
      return kind === 'ai' ? env.RATE_LIMIT_AI_PER_MIN : kind === 'data' ? env.RATE_LIMIT_DATA_PER_MIN : env.RATE_LIMIT_WRITES_PER_MIN;
    },
    timeWindow: 60_000,
    keyGenerator: (req: FastifyRequest) => `${kindOf(req)}:${req.ctx?.rateKey ?? req.ip}`,
    allowList: (req: FastifyRequest) => kindOf(req) === 'read',
    errorResponseBuilder: () => {
      const err = new Error('Too many requests. Please wait a minute and try again.') as Error & { statusCode: number };
      err.statusCode = 429;
      return err;
    },
  });

  app.setErrorHandler((error: Error & { statusCode?: number; code?: string }, req, reply) => {
    if (req.url.startsWith('/trpc/')) return sendTrpcError(req, reply, error);
    if (error.statusCode === 413 || error.code === 'FST_ERR_CTP_BODY_TOO_LARGE')
      return sendError(reply, 413, `Request body too large (limit ${(req.routeOptions?.bodyLimit ?? MAX_BODY_BYTES) / 1024} KiB).`);
    if (error.statusCode === 429) return sendError(reply, 429, error.message);
    if (error.statusCode === 415) return sendError(reply, 415, 'Content-Type must be application/json.');
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500)
      return sendError(reply, error.statusCode, error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || /JSON/i.test(error.message) ? 'body: Invalid JSON' : error.message.replace(/^body\//, ''));
    const { status, message } = errorToResponse(error);
    if (status >= 500 && status !== 503) req.log.error({ err: error }, 'request failed');
    return sendError(reply, status, message);
  });

  app.get('/healthz', async () => ({ status: 'ok' }));
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

  registerRestRoutes(app, restRoutes, (req) => req.ctx);
  let openApi: ReturnType<typeof buildOpenApiDocument> | undefined;
  app.get('/api/openapi.json', async () => (openApi ??= buildOpenApiDocument(restRoutes)));

  app.setNotFoundHandler((req, reply) => {
    if (req.url.startsWith('/api') || req.url.startsWith('/trpc')) return sendError(reply, 404, 'Not found');
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

const TRPC_CODE_BY_STATUS: Record<number, string> = {
  400: 'BAD_REQUEST',
  404: 'NOT_FOUND',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'TOO_MANY_REQUESTS',
  503: 'SERVICE_UNAVAILABLE',
  500: 'INTERNAL_SERVER_ERROR',
};
const TRPC_JSON_RPC_CODE: Record<string, number> = {
  BAD_REQUEST: -32600,
  NOT_FOUND: -32004,
  PAYLOAD_TOO_LARGE: -32013,
  UNSUPPORTED_MEDIA_TYPE: -32015,
  TOO_MANY_REQUESTS: -32029,
  SERVICE_UNAVAILABLE: -32603,
  INTERNAL_SERVER_ERROR: -32603,
};

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
    message = error.statusCode === 400 ? 'body: Invalid JSON' : error.message;
  } else {
    ({ status, message } = errorToResponse(error));
    if (status >= 500 && status !== 503) req.log.error({ err: error }, 'request failed');
  }
  const code = TRPC_CODE_BY_STATUS[status] ?? (status >= 500 ? 'INTERNAL_SERVER_ERROR' : 'BAD_REQUEST');
  const body = { error: { message, code: TRPC_JSON_RPC_CODE[code] ?? -32600, data: { code, httpStatus: status } } };
  const batched = /[?&]batch=1/.test(req.url);
  const procedures = req.url.split('?')[0]!.slice('/trpc/'.length).split(',').length;
  return reply
    .status(status)
    .type('application/json; charset=utf-8')
    .send(batched ? Array.from({ length: procedures }, () => body) : body);
}

function kindOf(req: FastifyRequest): RouteKind {
  const configured = req.routeOptions?.config?.kind;
  if (configured) return configured;
  if (req.url.startsWith('/trpc/')) {
    if (DATA_PROCEDURES.test(req.url)) return 'data';
    if (req.method === 'GET') return 'read';
    return AI_PROCEDURES.test(req.url) ? 'ai' : 'write';
  }
  return req.method === 'GET' || req.method === 'HEAD' ? 'read' : 'write';
}
