// Cross-user matrix: for EVERY REST route and tRPC procedure that names a user or a user-owned
// resource, another session (user B) and an anonymous browser get 404 'Not found', and user A's
// stored data is byte-for-byte unchanged afterwards.
import { testDbName } from '@cadence/db';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startTestServer, TestBrowser, type TestServer } from '../testing/test-server';
import { operations } from '../operations/index';
import {
  ApiClient,
  buildFixture,
  fillPath,
  jsonSchemaOf,
  OWNED_ID_FIELDS,
  rawTrpc,
  restRoutes,
  routeKey,
  trpcProcedures,
  snapshotOwned,
  TEST_ENV,
  validRequests,
  validTrpcInputs,
  type Fixture,
} from './e2e-kit';

let server: TestServer;
let a: Fixture;
let b: ApiClient;
let bId: string;
let anon: ApiClient;
let baseline: Record<string, unknown[]>;

beforeAll(async () => {
  server = await startTestServer({ mongoUri: inject('mongoUri'), dbName: testDbName('e2e_matrix'), env: TEST_ENV });
  a = await buildFixture(ApiClient.fresh(server.url), 'Alice');
  b = ApiClient.fresh(server.url);
  bId = (await b.ok('POST', '/api/wellness/users', { name: 'Bea', location: 'York', challenges: ['Anxiety'] }, 201)).id;
  anon = ApiClient.fresh(server.url);
  baseline = await snapshotOwned(server.conn, a.userId);
});
afterAll(async () => {
  await server?.close({ dropDatabase: true });
});

// ------------------------------------------------------------------------------------------------
// REST

const userScopedRoutes = restRoutes.filter((r) => {
  const params = Object.keys(jsonSchemaOf(r.params)?.properties ?? {});
  const body = Object.keys(jsonSchemaOf(r.body)?.properties ?? {});
  return [...params, ...body].some((k) => (OWNED_ID_FIELDS as readonly string[]).includes(k));
});

describe('REST: every user-scoped route answers 404 to another session and to no session', () => {
  it('finds the user-scoped routes generically (32 of the 38 routes today)', () => {
    // Everything except: create user, end session, the two public wizard calls, the public profile by slug,
    // getting back in (codes, passkey sign-in, restore) and whether passkeys are set up here.
    const unscoped = restRoutes.filter((r) => !userScopedRoutes.includes(r)).map(routeKey).sort();
    expect(unscoped).toEqual([
      'GET /api/wellness/passkeys/status',
      'GET /api/wellness/public-profile/:slug',
      'POST /api/onboarding/complete',
      'POST /api/onboarding/generate-routines',
      'POST /api/session/end',
      'POST /api/wellness/device-link/redeem',
      'POST /api/wellness/import',
      'POST /api/wellness/passkeys/sign-in',
      'POST /api/wellness/passkeys/sign-in/options',
      'POST /api/wellness/users',
    ]);
    expect(userScopedRoutes.length).toBeGreaterThanOrEqual(32);
  });

  it.each(userScopedRoutes.map((r) => [routeKey(r), r] as const))('%s', async (key, route) => {
    const spec = validRequests(a)[key];
    expect(spec, `no valid request in the table for ${key}`).toBeDefined();
    // The request is valid for this route (so a 404 is about ownership, not validation or routing).
    if (route.params) expect(route.params.safeParse(spec!.params ?? {}).success, 'params valid').toBe(true);
    if (route.body) expect(route.body.safeParse(spec!.body ?? {}).success, 'body valid').toBe(true);
    const path = fillPath(route.url, spec!.params);

    for (const [who, client] of [
      ['user B', b],
      ['anonymous', anon],
    ] as const) {
      const res = await client.call(route.method, path, spec!.body);
      expect(res.status, `${who}: ${key} → ${res.status} ${res.text.slice(0, 200)}`).toBe(404);
      expect(res.text, `${who}: ${key}`).toBe('Not found');
      expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    }
    expect(anon.browser.cookie, 'no session was created for the anonymous browser').toBeUndefined();
    expect(await snapshotOwned(server.conn, a.userId)).toEqual(baseline);

    // Positive control for reads: the owner gets 200 on the very same path (so the 404 was not a routing miss).
    if (route.method === 'GET') {
      const own = await a.client.call('GET', path);
      expect(own.status, `owner: ${key} → ${own.status} ${own.text.slice(0, 200)}`).toBe(200);
    }
  });

  it("B's own user id with A's lifestyle profile id → 404 (mixed ownership)", async () => {
    const res = await b.call('POST', '/api/wellness/personalized-recommendations', {
      userId: bId,
      profileId: a.profileId,
      recommendations: [{ title: 'Walk', category: 'movement' }],
    });
    expect(res.status).toBe(404);
    expect(res.text).toBe('Not found');
    expect(await snapshotOwned(server.conn, a.userId)).toEqual(baseline);
  });
});

// ------------------------------------------------------------------------------------------------
// tRPC

const userProcedures = trpcProcedures.filter((p) => p.access === 'user');
/** Procedures whose input names one of her resources by id (a routine, an application, a lifestyle profile). */
const resourceProcedures = userProcedures.filter((p) => {
  const op = operations.find((o) => o.name === p.name)!.op;
  const keys = Object.keys((jsonSchemaOf(op.input)?.properties ?? {}) as object);
  return keys.some((k) => (OWNED_ID_FIELDS as readonly string[]).includes(k));
});

describe('tRPC: the session is the user; no session → NOT_FOUND; her resources by id → NOT_FOUND for anyone else', () => {
  it('every user procedure takes no user id (ownership comes from the session)', () => {
    for (const { name } of userProcedures) {
      const op = operations.find((o) => o.name === name)!.op;
      expect(Object.keys((jsonSchemaOf(op.input)?.properties ?? {}) as object), name).not.toContain('userId');
    }
    expect(userProcedures.length).toBeGreaterThanOrEqual(32);
    expect(resourceProcedures.map((p) => p.name).sort()).toEqual([
      'onboarding.savePersonalizedRecommendations',
      'routines.remove',
      'routines.update',
      'weekly.undoApply',
    ]);
  });

  it.each(userProcedures.map((p) => [p.name, p] as const))('%s: anonymous → NOT_FOUND', async (path, proc) => {
    const inputs = validTrpcInputs(a);
    expect(path in inputs, `no valid input in the table for ${path}`).toBe(true);
    const res = await rawTrpc(anon.browser, proc.type, path, inputs[path]);
    expect(res.status, `${path} → ${res.status} ${res.text.slice(0, 200)}`).toBe(404);
    expect(res.json?.error?.message).toBe('Not found');
    expect(res.json?.error?.data?.code).toBe('NOT_FOUND');
    expect(res.text).not.toMatch(/"stack"/);
    expect(await snapshotOwned(server.conn, a.userId)).toEqual(baseline);
  });

  it.each(resourceProcedures.map((p) => [p.name, p] as const))("%s with her resource's id: user B → NOT_FOUND", async (path, proc) => {
    const res = await rawTrpc(b.browser, proc.type, path, validTrpcInputs(a)[path]);
    expect(res.status, `${path} → ${res.status} ${res.text.slice(0, 200)}`).toBe(404);
    expect(res.json?.error?.data?.code).toBe('NOT_FOUND');
    expect(await snapshotOwned(server.conn, a.userId)).toEqual(baseline);
  });

  it('reads by user B answer B\'s own data, never hers', async () => {
    for (const proc of userProcedures.filter((p) => p.type === 'query')) {
      const res = await rawTrpc(b.browser, 'query', proc.name, validTrpcInputs(a)[proc.name]);
      expect(res.text, proc.name).not.toContain(a.userId);
    }
  });

  it("users.me never reveals another user: anonymous → null, B → B's own user", async () => {
    const anonMe = await rawTrpc(new TestBrowser(server.url), 'query', 'users.me', undefined);
    expect(anonMe.json.result.data).toBeNull();
    const bMe = await rawTrpc(b.browser, 'query', 'users.me', undefined);
    expect(bMe.json.result.data.name).toBe('Bea');
    expect(bMe.json.result.data.id).not.toBe(a.userId);
  });
});
