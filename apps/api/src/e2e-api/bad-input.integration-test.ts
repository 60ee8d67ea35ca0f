// Bad input: for EVERY REST route with params or a body, generated from the route's own schemas:
// wrong types, missing required fields, operator objects in every string field, prototype keys,
// oversized strings and lists, impossible dates, out-of-range and fractional numbers, bad task
// indexes. Each must answer 4xx with a short readable text body (never 5xx, never a stack) and
// write nothing (document count of every collection, and the owner's documents, unchanged).
import { testDbName } from '@cadence/db';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { MAX_BODY_BYTES } from '../server';
import { startTestServer, type TestServer } from '../testing/test-server';
import { appRouter } from '../trpc/root';
import {
  ApiClient,
  buildFixture,
  countAll,
  fillPath,
  jsonSchemaOf,
  rawTrpc,
  routeKey,
  snapshotOwned,
  TEST_ENV,
  TZ_HEADERS,
  unreadableError,
  unreadableTrpcError,
  validRequests,
  validTrpcInputs,
  type Fixture,
  type JsonSchema,
  type Res,
  restRoutes,
  type RestRoute,
} from './e2e-kit';

let server: TestServer;
let a: Fixture;

beforeAll(async () => {
  server = await startTestServer({ mongoUri: inject('mongoUri'), dbName: testDbName('e2e_bad_input'), env: TEST_ENV });
  a = await buildFixture(ApiClient.fresh(server.url), 'Ava');
});
afterAll(async () => {
  await server?.close({ dropDatabase: true });
});

// ------------------------------------------------------------------------------------------------
// Mutation generation

type Path = (string | number)[];

interface Mutation {
  label: string;
  params?: Record<string, string>;
  /** A JSON value to send as the body, or a raw string (sent verbatim). */
  body?: unknown;
  raw?: string;
  contentType?: string;
}

const OPERATORS: unknown[] = [{ $ne: null }, { $gt: '' }];
const BAD_KEYS = ['$ne', 'a.b', 'constructor', 'prototype', 'x'.repeat(65)];

function clone<T>(v: T): T {
  return v === undefined ? v : (JSON.parse(JSON.stringify(v)) as T);
}

function getAt(obj: unknown, path: Path): unknown {
  let cur = obj;
  for (const k of path) {
    if (cur === null || typeof cur !== 'object') return undefined;
    cur = (cur as Record<string | number, unknown>)[k];
  }
  return cur;
}

/** A copy of `base` with `value` at `path` (intermediates created); `undefined` deletes the key. */
function withAt(base: unknown, path: Path, value: unknown): unknown {
  if (path.length === 0) return clone(value);
  const root = clone(base ?? {}) as Record<string | number, unknown>;
  let cur: Record<string | number, unknown> = root;
  for (let i = 0; i < path.length - 1; i++) {
    const k = path[i]!;
    if (cur[k] === null || typeof cur[k] !== 'object') cur[k] = typeof path[i + 1] === 'number' ? [] : {};
    cur = cur[k] as Record<string | number, unknown>;
  }
  const last = path[path.length - 1]!;
  if (value === undefined) {
    if (Array.isArray(cur)) cur.splice(Number(last), 1);
    else delete cur[last];
  } else cur[last] = value;
  return root;
}

/** A copy of `base` with an own key (even '__proto__') added to the object at `path`. */
function withOwnKey(base: unknown, path: Path, key: string, value: unknown): unknown {
  const root = clone(base ?? {});
  const target = (path.length ? getAt(root, path) : root) as Record<string, unknown> | undefined;
  if (!target || typeof target !== 'object' || Array.isArray(target)) return undefined;
  Object.defineProperty(target, key, { value, enumerable: true, configurable: true, writable: true });
  return root;
}

const label = (path: Path) => path.join('.') || 'body';

/** The non-null branch of a nullable schema; undefined for real unions (skipped). */
function unwrap(schema: JsonSchema): JsonSchema | undefined {
  if (!schema.anyOf) return schema;
  const branches = schema.anyOf.filter((s) => s.type !== 'null');
  return branches.length === 1 ? branches[0] : undefined;
}

function isDateLike(v: unknown): boolean {
  return typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v);
}

/** Sample valid value for a schema node (used when the valid body has none at that place). */
function sample(schema: JsonSchema | undefined): unknown {
  const s = schema && unwrap(schema);
  if (!s) return 'x';
  if (s.enum) return s.enum[0];
  if (s.const !== undefined) return s.const;
  switch (s.type) {
    case 'boolean':
      return true;
    case 'integer':
    case 'number':
      return s.minimum ?? 1;
    case 'array':
      return [];
    case 'object':
      return {};
    default:
      return 'x';
  }
}

/** Every invalid variant of a body, derived from its JSON schema and a valid example. */
function bodyMutations(schema: JsonSchema, valid: unknown): Mutation[] {
  const out: Mutation[] = [];
  const put = (path: Path, value: unknown, what: string) => out.push({ label: `${label(path)}: ${what}`, body: withAt(valid, path, value) });

  const walk = (node: JsonSchema, path: Path, required: boolean) => {
    const s = unwrap(node);
    if (!s) return;
    const current = getAt(valid, path);
    if (path.length && required) put(path, undefined, 'missing');
    for (const op of OPERATORS) put(path, op, `operator ${JSON.stringify(op)}`);
    const type = Array.isArray(s.type) ? s.type[0] : s.type;
    switch (type) {
      case 'string': {
        put(path, 12345, 'number instead of text');
        put(path, ['x'], 'list instead of text');
        if (s.maxLength !== undefined) put(path, 'x'.repeat(s.maxLength + 1), `${s.maxLength + 1} characters (cap ${s.maxLength})`);
        if ((s.minLength ?? 0) >= 1) put(path, '   ', 'blank');
        if (s.enum || s.const !== undefined) put(path, 'not-a-choice', 'not one of the choices');
        if (s.pattern) put(path, 'a.b$', 'breaks the pattern');
        const key = String(path[path.length - 1]);
        if (isDateLike(current) || /date/i.test(key)) {
          for (const bad of ['2026-02-30', 'yesterday', '2026-13-01', '2026-1-1']) put(path, bad, `invalid date ${bad}`);
          if (/weekStart/i.test(key)) put(path, '2026-01-06', 'a Tuesday');
        }
        if (/email/i.test(key)) put(path, 'not-an-email', 'not an email');
        if (/url/i.test(key)) put(path, 'javascript:alert(1)', 'javascript: URL');
        break;
      }
      case 'integer':
      case 'number': {
        put(path, '5', 'text instead of a number');
        if (type === 'integer') put(path, 5.5, 'fraction');
        if (s.minimum !== undefined) put(path, s.minimum - 1, `below minimum ${s.minimum}`);
        if (s.maximum !== undefined) {
          put(path, s.maximum + 1, `above maximum ${s.maximum}`);
          put(path, 1e300, 'huge');
        }
        break;
      }
      case 'boolean':
        put(path, 'yes', 'text instead of a boolean');
        put(path, 1, 'number instead of a boolean');
        break;
      case 'array': {
        put(path, 'x', 'text instead of a list');
        put(path, { 0: 'x' }, 'object instead of a list');
        const first = Array.isArray(current) && current.length ? current[0] : sample(s.items);
        if (s.maxItems !== undefined) put(path, Array.from({ length: s.maxItems + 1 }, () => clone(first)), `${s.maxItems + 1} items (cap ${s.maxItems})`);
        if ((s.minItems ?? 0) >= 1) put(path, [], 'empty list');
        if (s.items) {
          const base = Array.isArray(current) && current.length ? valid : withAt(valid, [...path, 0], first);
          const inner = bodyMutations(s.items, getAt(base, [...path, 0]));
          for (const m of inner) out.push({ label: `${label([...path, 0])}${m.label.startsWith('body') ? m.label.slice(4) : '.' + m.label}`, body: withAt(base, [...path, 0], m.body) });
        }
        break;
      }
      case 'object': {
        if (path.length) {
          put(path, 'x', 'text instead of an object');
          put(path, [], 'list instead of an object');
        }
        const target = current && typeof current === 'object' ? valid : withAt(valid, path, {});
        const proto = withOwnKey(target, path, '__proto__', { polluted: true });
        if (proto) out.push({ label: `${label(path)}: __proto__ key`, body: proto });
        const ctor = withOwnKey(target, path, 'constructor', { prototype: { polluted: true } });
        if (ctor) out.push({ label: `${label(path)}: constructor.prototype key`, body: ctor });
        const ctorPlain = withOwnKey(target, path, 'constructor', 'x');
        if (ctorPlain) out.push({ label: `${label(path)}: constructor key`, body: ctorPlain });
        if (s.properties) {
          if (s.additionalProperties === false) put([...path, 'unexpectedField'], 1, 'unknown field');
          for (const [k, child] of Object.entries(s.properties)) walk(child, [...path, k], (s.required ?? []).includes(k));
        }
        const values = typeof s.additionalProperties === 'object' ? s.additionalProperties : undefined;
        if (values || s.propertyNames) {
          // A record: keys become storage paths.
          const existing = current && typeof current === 'object' ? Object.entries(current as Record<string, unknown>) : [];
          const sampleValue = existing.length ? existing[0]![1] : sample(values);
          for (const key of BAD_KEYS) {
            const m = withOwnKey(target, path, key, clone(sampleValue));
            if (m) out.push({ label: `${label(path)}: key ${JSON.stringify(key.slice(0, 12))}`, body: m });
          }
          if (values && existing.length) walk(values, [...path, existing[0]![0]], false);
        }
        break;
      }
    }
  };

  walk(schema, [], true);
  return out;
}

/** Whole-body variants: not an object, broken JSON, prototype keys at the top, wrong content type. */
function wholeBodyMutations(valid: unknown): Mutation[] {
  const json = JSON.stringify(valid ?? {});
  const inner = json === '{}' ? '' : `,${json.slice(1, -1)}`;
  return [
    { label: 'body is a list', raw: '[]' },
    { label: 'body is text', raw: '"hello"' },
    { label: 'body is a number', raw: '123' },
    { label: 'body is true', raw: 'true' },
    { label: 'invalid JSON', raw: json.slice(0, Math.max(1, json.length - 3)) },
    { label: 'raw __proto__ key', raw: `{"__proto__":{"polluted":true}${inner}}` },
    { label: 'raw constructor.prototype key', raw: `{"constructor":{"prototype":{"polluted":true}}${inner}}` },
    { label: 'operator at the top', raw: `{"$where":"sleep(1000)"${inner}}` },
    { label: 'text/plain content type', raw: json, contentType: 'text/plain' },
  ];
}

const ID_PARAM_VALUES = ['{"$ne":null}', '{"$gt":""}', '$where', 'a.b', 'x'.repeat(65), 'x'.repeat(250), '__proto__', 'constructor', ' '];
const PARAM_VALUES: Record<string, string[]> = {
  date: ['2026-02-30', 'yesterday', '2026-13-01', '2026-1-1', '{"$gt":""}'],
  weekStartMonday: ['2026-02-30', 'yesterday', '2026-01-06', '{"$gt":""}'],
  index: ['-1', '100', '99999999999999999999', '123456789012345678901234567890', '1e3', '1.5', 'abc', '0x1', '{"$gt":""}'],
  slug: ['{"$ne":null}', '{"$gt":""}', 'A'.repeat(201), '__proto__', 'a.b'],
};

function paramMutations(route: RestRoute, valid: Record<string, string>): Mutation[] {
  const out: Mutation[] = [];
  for (const name of Object.keys(valid)) {
    for (const bad of PARAM_VALUES[name] ?? ID_PARAM_VALUES) out.push({ label: `param ${name}=${bad.slice(0, 24)}`, params: { ...valid, [name]: bad } });
  }
  return out;
}

function mutationsFor(route: RestRoute, valid: { params?: Record<string, string>; body?: unknown }): Mutation[] {
  const out = paramMutations(route, valid.params ?? {});
  const schema = jsonSchemaOf(route.body);
  if (schema) out.push(...wholeBodyMutations(valid.body), ...bodyMutations(schema, valid.body));
  return out;
}

async function send(route: RestRoute, valid: { params?: Record<string, string>; body?: unknown }, m: Mutation): Promise<Res> {
  const path = fillPath(route.url, m.params ?? valid.params);
  const headers: Record<string, string> = { ...TZ_HEADERS };
  const client = a.client.browser;
  if (m.raw !== undefined) {
    headers['content-type'] = m.contentType ?? 'application/json';
    return client.request(route.method, path, m.raw, headers);
  }
  const body = m.body !== undefined ? m.body : valid.body;
  return client.request(route.method, path, body, headers);
}

// ------------------------------------------------------------------------------------------------

const routesWithInput = restRoutes.filter((r) => r.params || r.body);

describe('REST bad input: 4xx, readable text, nothing written', () => {
  it('covers every route with params or a body (36 of the 38 routes today)', () => {
    expect(routesWithInput.length).toBeGreaterThanOrEqual(36);
    expect(restRoutes.filter((r) => !routesWithInput.includes(r)).map(routeKey).sort()).toEqual(['GET /api/wellness/passkeys/status', 'POST /api/session/end', 'POST /api/wellness/passkeys/sign-in/options']);
  });

  it.each(routesWithInput.map((r) => [routeKey(r), r] as const))('%s', async (key, route) => {
    const valid = validRequests(a)[key];
    expect(valid, `no valid request in the table for ${key}`).toBeDefined();
    const mutations = mutationsFor(route, valid!);
    expect(mutations.length).toBeGreaterThan(0);
    const countsBefore = await countAll(server.conn);
    const ownedBefore = await snapshotOwned(server.conn, a.userId);
    const problems: string[] = [];
    for (const m of mutations) {
      const res = await send(route, valid!, m);
      // Body variants are validation failures: exactly 400 (a text/plain body is parsed as text, then
      // refused as 'must be an object'; 415 would do too). Path variants may also be 404 (an id-shaped
      // value such as '__proto__' that names nobody) or 414 (longer than the router's param limit).
      const expected = m.params ? [400, 404, 414] : m.contentType ? [400, 415] : [400];
      if (!expected.includes(res.status)) problems.push(`${m.label} → ${res.status} ${res.text.slice(0, 160)}`);
      else {
        const unreadable = unreadableError(res);
        if (unreadable) problems.push(`${m.label} → ${res.status} unreadable: ${unreadable}`);
      }
    }
    expect(problems, `${problems.length} of ${mutations.length} variants misbehaved`).toEqual([]);
    expect(await countAll(server.conn)).toEqual(countsBefore);
    expect(await snapshotOwned(server.conn, a.userId)).toEqual(ownedBefore);
  });

  it(`answers 413 with a readable body above ${MAX_BODY_BYTES / 1024} KiB (REST and tRPC), writing nothing`, async () => {
    const before = await countAll(server.conn);
    const big = JSON.stringify({ name: 'x'.repeat(MAX_BODY_BYTES + 10_000), location: 'Leeds', challenges: [] });
    for (const path of ['/api/wellness/users', '/trpc/users.create']) {
      const res = await a.client.browser.request('POST', path, big, { 'content-type': 'application/json' });
      expect(res.status, path).toBe(413);
      // REST answers plain text; /trpc answers tRPC's error shape so the typed client shows the message.
      expect(path.startsWith('/trpc') ? unreadableTrpcError(res) : unreadableError(res)).toBeNull();
      expect(res.text).toMatch(/too large/i);
    }
    expect(await countAll(server.conn)).toEqual(before);
  });

  // Answered by fastify's router before any route runs (FST_ERR_MAX_PARAM_LENGTH, FST_ERR_BAD_URL).
  const ROUTER_LEVEL_BAD_URLS = () => [
    `/api/wellness/users/${'x'.repeat(250)}`,
    `/api/wellness/public-profile/${'a'.repeat(300)}`,
    '/api/wellness/users/%E0%A4%A',
    `/api/wellness/users/${a.userId}/logs/%E0%A4%A`,
  ];

  it('over-long path parameters and malformed URL encoding answer a readable plain-text 4xx', async () => {
    for (const path of ROUTER_LEVEL_BAD_URLS()) {
      const res = await a.client.browser.request('GET', path, undefined, { ...TZ_HEADERS });
      expect(res.status, path).toBeGreaterThanOrEqual(400);
      expect(res.status, path).toBeLessThan(500);
      expect(unreadableError(res), `${path} → ${res.status} ${res.text.slice(0, 200)}`).toBeNull();
    }
  });

  // Regression: fastify's frameworkErrors replies skip the onSend hook, so server.ts applies the
  // security headers there explicitly (applySecurityHeaders).
  it('router-level URL errors carry the security headers', async () => {
    for (const path of ROUTER_LEVEL_BAD_URLS()) {
      const res = await a.client.browser.request('GET', path, undefined, { ...TZ_HEADERS });
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(res.headers.get('cache-control'), path).toBe('no-store');
      expect(res.headers.get('content-security-policy'), path).toContain("frame-ancestors 'none'");
    }
  });

  it('the valid requests themselves are accepted (so each variant above fails for its own reason)', async () => {
    // Read-only routes and idempotent writes only; the table is shared with the cross-user matrix.
    for (const key of ['GET /api/wellness/users/:id', 'PUT /api/wellness/users/:id', 'PATCH /api/wellness/users/:id/logs/:date', 'POST /api/wellness/logs', 'PATCH /api/wellness/insight/daily-plan/:userId/task/:index']) {
      const route = restRoutes.find((r) => routeKey(r) === key)!;
      const valid = validRequests(a)[key]!;
      const res = await send(route, valid, { label: 'valid' });
      expect(res.status, `${key} → ${res.text.slice(0, 200)}`).toBe(200);
    }
  });
});

// ------------------------------------------------------------------------------------------------
// tRPC: the same classes of bad input on every procedure that takes input.

type ProcedureDef = { _def: { type: 'query' | 'mutation'; inputs: unknown[] } };
const procedures = Object.entries((appRouter as unknown as { _def: { procedures: Record<string, ProcedureDef> } })._def.procedures).filter(
  ([, p]) => p._def.inputs.length > 0,
);

describe('tRPC bad input: BAD_REQUEST with a readable message, nothing written', () => {
  it.each(procedures)('%s', async (path, proc) => {
    const valid = validTrpcInputs(a)[path];
    const type = proc._def.type === 'query' ? 'query' : 'mutation';
    const variants: { label: string; input: unknown }[] = [
      { label: 'text input', input: 'hello' },
      { label: 'list input', input: [] },
      { label: 'unknown field', input: { ...(valid as object), unexpectedField: 1 } },
    ];
    for (const [k, v] of Object.entries((valid ?? {}) as Record<string, unknown>)) {
      if (typeof v === 'string') for (const op of OPERATORS) variants.push({ label: `${k}: ${JSON.stringify(op)}`, input: { ...(valid as object), [k]: op } });
      if (typeof v === 'number') for (const bad of [-1, 1e20, 0.5, '0']) variants.push({ label: `${k}: ${bad}`, input: { ...(valid as object), [k]: bad } });
    }
    const before = await countAll(server.conn);
    const problems: string[] = [];
    for (const v of variants) {
      const res = await rawTrpc(a.client.browser, type, path, v.input);
      if (res.status !== 400) problems.push(`${v.label} → ${res.status} ${res.text.slice(0, 160)}`);
      else {
        const unreadable = unreadableTrpcError(res);
        if (unreadable) problems.push(`${v.label} → unreadable: ${unreadable}`);
        if (res.json?.error?.data?.code !== 'BAD_REQUEST') problems.push(`${v.label} → code ${res.json?.error?.data?.code}`);
      }
    }
    expect(problems).toEqual([]);
    expect(await countAll(server.conn)).toEqual(before);
  });
});
