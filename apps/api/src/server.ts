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
import { buildOpenApiDocument } from './http/openapi';
import { createRequestContext } from './http/request-context';
import { registerRestRoutes, sendError } from './http/rest-adapter';
import { applySecurityHeaders, registerSecurityHeaders } from './http/security';
import { toHttpError } from './lib/errors';
import type { OperationKind, RequestContext } from './operations/define';
import { kindOfProcedure, operations } from './operations/index';
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
}

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
    max: (req: FastifyRequest) => (kindOf(req) === 'ai' ? env.RATE_LIMIT_AI_PER_MIN : env.RATE_LIMIT_WRITES_PER_MIN),
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
      return sendError(reply, 413, `Request body too large (limit ${MAX_BODY_BYTES / 1024} KiB).`);
    if (error.statusCode === 429) return sendError(reply, 429, error.message);
    if (error.statusCode === 415) return sendError(reply, 415, 'Content-Type must be application/json.');
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500)
      return sendError(reply, error.statusCode, error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || /JSON/i.test(error.message) ? 'body: Invalid JSON' : error.message.replace(/^body\//, ''));
    const { status, message } = toHttpError(error);
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

  registerRestRoutes(app, operations, (req) => req.ctx);
  let openApi: ReturnType<typeof buildOpenApiDocument> | undefined;
  app.get('/api/openapi.json', async () => (openApi ??= buildOpenApiDocument(operations)));

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

const KIND_RANK: Record<OperationKind, number> = { read: 0, write: 1, ai: 2 };

/** Rate-limit class of a request: its operation's declared kind (a tRPC batch: the highest of its procedures'). */
function kindOf(req: FastifyRequest): OperationKind {
  const configured = req.routeOptions?.config?.kind;
  if (configured) return configured;
  if (req.url.startsWith('/trpc/')) {
    const names = decodeURIComponent(req.url.split('?')[0]!.slice('/trpc/'.length)).split(',');
    return names.map(kindOfProcedure).reduce<OperationKind>((a, b) => (KIND_RANK[b] > KIND_RANK[a] ? b : a), 'read');
  }
  return req.method === 'GET' || req.method === 'HEAD' ? 'read' : 'write';
}
