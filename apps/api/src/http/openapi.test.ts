import { describe, expect, it } from 'vitest';
import { operations } from '../operations/index';
import { SPEC_CALLS } from '../testing/spec-calls';
import { buildOpenApiDocument, toOpenApiPath } from './openapi';

/** Path templates compared by shape: parameter names may differ ({id} vs {userId}). */
const shape = (p: string) => p.replace(/\{[^}]+\}/g, '{}');

describe('OpenAPI document of the REST adapter', () => {
  const doc = buildOpenApiDocument(operations);
  const served = new Set(
    Object.entries(doc.paths).flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${shape(path)}`)),
  );

  it.each(SPEC_CALLS)('has %s', (call) => {
    const [method, path] = call.split(' ') as [string, string];
    expect(served.has(`${method} ${shape(path)}`)).toBe(true);
  });

  it('describes request bodies from the domain schemas', () => {
    const create = doc.paths['/api/wellness/users']?.post as { requestBody?: { content: Record<string, { schema: { properties?: object } }> } };
    expect(create.requestBody?.content['application/json']?.schema.properties).toHaveProperty('name');
  });

  it('describes every response with its output schema', () => {
    const post = doc.paths['/api/wellness/insight/regenerate-plan/{userId}']?.post as { responses: Record<string, { content?: Record<string, { schema?: object }> }> };
    expect(post.responses['200']?.content?.['application/json']?.schema).toHaveProperty('properties.tasks');
  });

  it('converts fastify params to OpenAPI templates', () => {
    expect(toOpenApiPath('/api/wellness/users/:id/logs/:date')).toBe('/api/wellness/users/{id}/logs/{date}');
  });
});
