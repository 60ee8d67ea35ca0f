import { describe, expect, it } from 'vitest';
import { restRoutes } from './index';
import { buildOpenApiDocument, toOpenApiPath } from './openapi';

/** Every call of spec §7, as written there. */
export const SPEC_CALLS = [
  'POST /api/wellness/users',
  'GET /api/wellness/users/{id}',
  'PUT /api/wellness/users/{id}',
  'POST /api/wellness/onboarding-responses',
  'POST /api/wellness/lifestyle-profile',
  'POST /api/wellness/generate-reset-program',
  'POST /api/wellness/personalized-recommendations',
  'POST /api/wellness/routines',
  'GET /api/wellness/users/{id}/routines',
  'PATCH /api/wellness/routines/{id}',
  'DELETE /api/wellness/routines/{id}',
  'POST /api/wellness/insight/regenerate-plan/{userId}',
  'GET /api/wellness/insight/daily-plan/{id}',
  'POST /api/wellness/insight/adapt-plan',
  'POST /api/wellness/insight/daily-plan/{userId}/add-task',
  'PATCH /api/wellness/insight/daily-plan/{userId}/task/{index}',
  'GET /api/wellness/users/{id}/logs',
  'GET /api/wellness/users/{id}/logs/{date}',
  'PATCH /api/wellness/users/{id}/logs/{date}',
  'POST /api/wellness/logs',
  'GET /api/wellness/users/{id}/daily-motivation',
  'GET /api/wellness/users/{id}/personalized-tip',
  'GET /api/wellness/users/{userId}/weekly-stats',
  'POST /api/wellness/weekly-recommendations',
  'POST /api/wellness/apply-recommendations',
  'GET /api/wellness/users/{id}/weekly-reviews/{weekStartMonday}',
  'GET /api/wellness/users/{id}/weekly-reviews',
  'POST /api/wellness/users/{id}/weekly-reviews',
  'GET /api/wellness/public-profile/{slug}',
  'POST /api/onboarding/generate-routines',
  'POST /api/onboarding/complete',
] as const;

/** Path templates compared by shape: parameter names may differ ({id} vs {userId}). */
const shape = (p: string) => p.replace(/\{[^}]+\}/g, '{}');

describe('OpenAPI document of the REST adapter', () => {
  const doc = buildOpenApiDocument(restRoutes);
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

  it('converts fastify params to OpenAPI templates', () => {
    expect(toOpenApiPath('/api/wellness/users/:id/logs/:date')).toBe('/api/wellness/users/{id}/logs/{date}');
  });
});
