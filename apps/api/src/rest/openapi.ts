import { z } from 'zod';
import type { RestRoute } from './define';

/** Fastify ':param' → OpenAPI '{param}'. */
export function toOpenApiPath(url: string): string {
  return url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
}

function jsonSchema(schema: z.ZodType): Record<string, unknown> {
  try {
    return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>;
  } catch {
    return {};
  }
}

const textError = (description: string) => ({ description, content: { 'text/plain': { schema: { type: 'string' } } } });

/** OpenAPI 3.1 document of the REST adapter, generated from the domain schemas the routes validate with. */
export function buildOpenApiDocument(routes: RestRoute[]) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const path = toOpenApiPath(route.url);
    const params = route.params ? (jsonSchema(route.params) as { properties?: Record<string, unknown> }) : undefined;
    const operation: Record<string, unknown> = {
      summary: route.summary,
      'x-rate-limit': route.kind,
      parameters: Object.entries(params?.properties ?? {}).map(([name, schema]) => ({ name, in: 'path', required: true, schema })),
      responses: {
        [String(route.status ?? 200)]: { description: 'Success', content: route.status === 204 ? undefined : { 'application/json': {} } },
        '400': textError('Invalid input: "field: reason"'),
        '404': textError('Not found (or not yours)'),
        '413': textError('Body too large'),
        '429': textError('Too many requests'),
        '503': textError('Database unavailable'),
      },
    };
    if (route.body) {
      operation.requestBody = { required: true, content: { 'application/json': { schema: jsonSchema(route.body) } } };
    }
    paths[path] = { ...(paths[path] ?? {}), [route.method.toLowerCase()]: operation };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Cadence REST API',
      version: '1.0.0',
      description:
        'REST adapter of the Cadence API (the same services as the tRPC procedures at /trpc). All calls send the session cookie; errors are plain-text bodies.',
    },
    components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'cadence_sid' } } },
    security: [{ session: [] }],
    paths,
  };
}
