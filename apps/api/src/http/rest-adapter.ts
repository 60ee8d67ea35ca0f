import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodType } from 'zod';
import { describeZodError, notFound, toHttpError } from '../lib/errors';
import { Attachment, type AnyOperation, type RequestContext, type RestBinding } from '../operations/define';
import type { NamedOperation } from '../operations/index';
import { runOperation } from '../operations/run';

/** Plain-text error body: the client shows "status: body" (spec §8 transport rule). */
export function sendError(reply: FastifyReply, status: number, message: string) {
  return reply.status(status).type('text/plain; charset=utf-8').send(message);
}

type Parsed = { ok: true; data: unknown } | { ok: false; message: string };

function parse(schema: ZodType | undefined, value: unknown): Parsed {
  if (!schema) return { ok: true, data: undefined };
  const result = schema.safeParse(value);
  return result.success ? { ok: true, data: result.data } : { ok: false, message: describeZodError(result.error) };
}

const asRecord = (v: unknown): Record<string, unknown> => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {});

function without(record: Record<string, unknown>, key: string | undefined): Record<string, unknown> {
  if (!key || !(key in record)) return record;
  const { [key]: _removed, ...rest } = record;
  return rest;
}

/**
 * The REST contract of one request: validate params, body and query (400 'field: reason'), check that
 * the user the path or body names is the session's (404 otherwise, checked here once), build the input.
 */
function restInput(rest: RestBinding, op: AnyOperation, ctx: RequestContext, req: FastifyRequest): Parsed {
  const params = parse(rest.params, req.params);
  if (!params.ok) return params;
  const rawBody = rest.body && (req.body === undefined || req.body === null) ? {} : req.body;
  const body = parse(rest.body, rawBody);
  if (!body.ok) return body;
  const query = parse(rest.query, req.query ?? {});
  if (!query.ok) return query;
  const p = asRecord(params.data);
  const q = asRecord(query.data);
  if (op.access === 'user') {
    if (!ctx.actor) throw notFound();
    if (rest.owner) {
      const named = (rest.owner.in === 'path' ? p : asRecord(body.data))[rest.owner.key];
      if (named !== ctx.actor.userId) throw notFound();
    }
  }
  const ownerKey = rest.owner?.key;
  const parts = {
    params: rest.owner?.in === 'path' ? without(p, ownerKey) : p,
    body: rest.owner?.in === 'body' ? without(asRecord(body.data), ownerKey) : body.data,
    query: q,
  };
  const raw = rest.toInput ? rest.toInput(parts) : { ...asRecord(parts.body), ...parts.params, ...parts.query };
  return parse(op.input, raw);
}

function sendAttachment(reply: FastifyReply, file: Attachment) {
  const ascii = file.filename.replace(/[^A-Za-z0-9._-]/g, '_');
  return reply
    .status(200)
    .header('Content-Disposition', `attachment; filename="${ascii}"`)
    .header('Cache-Control', 'no-store')
    .type(file.contentType)
    .send(typeof file.content === 'string' ? file.content : Buffer.from(file.content));
}

/** Registers the REST route of every operation that has one. */
export function registerRestRoutes(app: FastifyInstance, list: readonly NamedOperation[], getContext: (req: FastifyRequest) => RequestContext) {
  for (const { name, op } of list) {
    const rest = op.rest;
    if (!rest) continue;
    app.route({
      method: rest.method,
      url: rest.path,
      config: { kind: op.kind },
      ...(rest.bodyLimit ? { bodyLimit: rest.bodyLimit } : {}),
      handler: async (req, reply) => {
        try {
          const ctx = getContext(req);
          const input = restInput(rest, op, ctx, req);
          if (!input.ok) return sendError(reply, 400, input.message);
          const result = await runOperation(name, op, ctx, input.data);
          if (result === null && rest.nullAs404) return sendError(reply, 404, rest.nullAs404);
          if (result instanceof Attachment) return sendAttachment(reply, result);
          if (rest.status === 204 || result === undefined) return reply.status(rest.status ?? 204).send();
          return reply.status(rest.status ?? 200).send(result);
        } catch (error) {
          const { status, message } = toHttpError(error);
          if (status >= 500 && status !== 503) req.log.error({ err: error, operation: name }, 'REST handler failed');
          return sendError(reply, status, message);
        }
      },
    });
  }
}
