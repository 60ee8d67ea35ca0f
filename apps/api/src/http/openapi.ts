import { z } from 'zod';
import { MAX_IDEMPOTENCY_KEY_LENGTH } from '@cadence/domain';
import type { NamedOperation } from '../operations/index';

/** The header every state-changing call of hers accepts (docs/decisions/120-idempotent-writes.md). */
const idempotencyKeyParameter = {
  name: 'Idempotency-Key',
  in: 'header',
  required: false,
  description:
    'Send the same key again (within 24 hours, same body) and the first answer is repeated without applying the change twice. The same key with another body: 422.',
  schema: { type: 'string', minLength: 1, maxLength: MAX_IDEMPOTENCY_KEY_LENGTH },
};

/** Fastify ':param' → OpenAPI '{param}'. */
export function toOpenApiPath(url: string): string {
  return url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
}

function jsonSchema(schema: z.ZodType | undefined, io: 'input' | 'output'): Record<string, unknown> | undefined {
  if (!schema) return undefined;
  try {
    return z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as Record<string, unknown>;
  } catch {
    return {};
  }
}

const textError = (description: string) => ({ description, content: { 'text/plain': { schema: { type: 'string' } } } });

/** OpenAPI 3.1 document of the REST adapter, generated from the operation declarations (inputs and outputs). */
export function buildOpenApiDocument(list: readonly NamedOperation[]) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const { name, op } of list) {
    const rest = op.rest;
    if (!rest) continue;
    const path = toOpenApiPath(rest.path);
    const params = jsonSchema(rest.params, 'input') as { properties?: Record<string, unknown> } | undefined;
    const query = jsonSchema(rest.query, 'input') as { properties?: Record<string, unknown>; required?: string[] } | undefined;
    const status = rest.status ?? 200;
    const operation: Record<string, unknown> = {
      operationId: name,
      summary: op.summary,
      'x-rate-limit': op.kind,
      'x-trpc-procedure': name,
      parameters: [
        ...Object.entries(params?.properties ?? {}).map(([n, schema]) => ({ name: n, in: 'path', required: true, schema })),
        ...Object.entries(query?.properties ?? {}).map(([n, schema]) => ({ name: n, in: 'query', required: query?.required?.includes(n) ?? false, schema })),
        ...(op.access === 'user' && op.kind !== 'read' ? [idempotencyKeyParameter] : []),
      ],
      responses: {
        [String(status)]: { description: 'Success', content: status === 204 ? undefined : { 'application/json': { schema: jsonSchema(op.output, 'output') } } },
        '400': textError('Invalid input: "field: reason"'),
        '404': textError('Not found (or not yours)'),
        '413': textError('Body too large'),
        ...(op.access === 'user' && op.kind !== 'read'
          ? { '409': textError('Conflict (or: the first request with this Idempotency-Key is still being applied)'), '422': textError('Idempotency-Key reused with a different body') }
          : {}),
        '429': textError('Too many requests'),
        '503': textError('Database unavailable'),
      },
    };
    if (rest.body) operation.requestBody = { required: true, content: { 'application/json': { schema: jsonSchema(rest.body, 'input') } } };
    paths[path] = { ...(paths[path] ?? {}), [rest.method.toLowerCase()]: operation };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Cadence REST API',
      version: '1.0.0',
      description:
        'REST adapter of the Cadence API (the same operations as the tRPC procedures at /trpc). All calls send the session cookie; errors are plain-text bodies.',
    },
    components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'cadence_sid' } } },
    security: [{ session: [] }],
    paths,
  };
}
