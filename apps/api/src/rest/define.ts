import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z, type ZodType } from 'zod';
import type { RequestContext } from '../http/request-context';
import { AppError, describeZodError, isDatabaseDown } from '../lib/errors';

/**
 * Rate-limit class of a route: reads are free, writes and AI calls are limited per session;
 * 'data' (export, restore, delete, clinician summary, passkeys, device links) has its own, lower limit.
 */
export type RouteKind = 'read' | 'write' | 'ai' | 'data';

export interface RestRoute<P extends ZodType = ZodType, B extends ZodType = ZodType, Q extends ZodType = ZodType> {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Fastify path, e.g. '/api/wellness/users/:id' (the spec writes it '/api/wellness/users/{id}'). */
  url: string;
  summary: string;
  kind: RouteKind;
  params?: P;
  body?: B;
  /** Query string (`?format=csv`, `?from=&to=`). */
  query?: Q;
  /** Largest body this route accepts, when it differs from the server's (an export file to restore). */
  bodyLimit?: number;
  /**
   * Sends the handler's result itself, for answers that are not a JSON body (a file download:
   * PDF, CSV, JSON attachment). Issue 18; keep it to setting headers and sending.
   */
  respond?: (reply: FastifyReply, result: never) => FastifyReply;
  /** Success status (default 200; 201 for creations). */
  status?: 200 | 201 | 204;
  handler: (ctx: RequestContext, input: { params: z.infer<P>; body: z.infer<B>; query: z.infer<Q> }) => Promise<unknown>;
}

/** Identity helper that keeps params/body types inferred. */
export function defineRoute<P extends ZodType = z.ZodUndefined, B extends ZodType = z.ZodUndefined, Q extends ZodType = z.ZodUndefined>(
  route: RestRoute<P, B, Q>,
): RestRoute {
  return route as unknown as RestRoute;
}

/** Plain-text error body: the client shows "status: body" (spec §8 transport rule). */
export function sendError(reply: FastifyReply, status: number, message: string) {
  return reply.status(status).type('text/plain; charset=utf-8').send(message);
}

export function errorToResponse(error: unknown): { status: number; message: string } {
  if (error instanceof AppError) return { status: error.status, message: error.message };
  if (error instanceof z.ZodError) return { status: 400, message: describeZodError(error) };
  if (isDatabaseDown(error)) return { status: 503, message: 'The service is temporarily unavailable. Please try again in a moment.' };
  return { status: 500, message: 'Something went wrong. Please try again.' };
}

export function registerRestRoutes(
  app: FastifyInstance,
  routes: RestRoute[],
  getContext: (req: FastifyRequest) => RequestContext,
) {
  for (const route of routes) {
    app.route({
      method: route.method,
      url: route.url,
      config: { kind: route.kind },
      ...(route.bodyLimit ? { bodyLimit: route.bodyLimit } : {}),
      handler: async (req, reply) => {
        const params = route.params ? route.params.safeParse(req.params) : { success: true as const, data: undefined };
        if (!params.success) return sendError(reply, 400, describeZodError(params.error));
        let rawBody = req.body;
        if (route.body && (rawBody === undefined || rawBody === null)) rawBody = {};
        const body = route.body ? route.body.safeParse(rawBody) : { success: true as const, data: undefined };
        if (!body.success) return sendError(reply, 400, describeZodError(body.error));
        const query = route.query ? route.query.safeParse(req.query ?? {}) : { success: true as const, data: undefined };
        if (!query.success) return sendError(reply, 400, describeZodError(query.error));
        try {
          const result = await route.handler(getContext(req), { params: params.data, body: body.data, query: query.data });
          if (route.respond) return route.respond(reply, result as never);
          if (route.status === 204 || result === undefined) return reply.status(route.status ?? 204).send();
          return reply.status(route.status ?? 200).send(result);
        } catch (error) {
          const { status, message } = errorToResponse(error);
          if (status >= 500 && status !== 503) req.log.error({ err: error }, 'REST handler failed');
          return sendError(reply, status, message);
        }
      },
    });
  }
}
