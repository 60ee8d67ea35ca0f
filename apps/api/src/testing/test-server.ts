import { createTRPCClient, httpBatchLink, httpLink } from '@trpc/client';
import type { Connection } from 'mongoose';
import type { Logger } from 'pino';
import { connectDatabase, ensureIndexes } from '../db/connection';
import { readEnv, type Env } from '../env';
import { createLogger } from '../logger';
import { buildServer } from '../server';
import type { Services } from '../services';
import type { AppRouter } from '../trpc/root';
import type { RequestGate } from './request-gate';

export interface TestServer {
  url: string;
  conn: Connection;
  services: Services;
  app: Awaited<ReturnType<typeof buildServer>>['app'];
  close(opts?: { dropDatabase?: boolean }): Promise<void>;
}

/**
 * Test servers share one busy machine and one address: read limits that a suite's own traffic
 * would hit, and a deadline that a loaded box would miss, are lifted (suites about them set their own).
 */
export const TEST_SERVER_ENV = {
  RATE_LIMIT_READS_PER_MIN: '1000000',
  RATE_LIMIT_ANON_READS_PER_MIN: '1000000',
  REQUEST_DEADLINE_MS: '30000',
} as const;

/**
 * Starts a real API server (real HTTP, real database) on a free loopback port for
 * integration tests. One database per vitest worker: pass `dbName` from `testDbName()`.
 */
export async function startTestServer(opts: {
  mongoUri: string;
  dbName: string;
  env?: Partial<Record<keyof Env, string>>;
  /** The server's clock; tests that involve days pass a `TestClock` so nothing depends on the machine's date. */
  now?: () => Date;
  /** A logger to use instead of the default (tests that read the server's log lines). */
  logger?: Logger;
  /** The driver emits command events on `conn.getClient()` (tests that count round trips). */
  monitorCommands?: boolean;
  /** Holds admitted requests before their handlers while shut (tests of concurrency; see RequestGate). */
  gate?: RequestGate;
}): Promise<TestServer> {
  const env = readEnv({ NODE_ENV: 'test', LOG_LEVEL: 'warn', MONGODB_DB: opts.dbName, ...TEST_SERVER_ENV, ...opts.env } as NodeJS.ProcessEnv);
  const logger = opts.logger ?? createLogger(env);
  const conn = await connectDatabase({ uri: opts.mongoUri, dbName: opts.dbName, monitorCommands: opts.monitorCommands });
  const { app, services } = await buildServer({ env, conn, logger, now: opts.now, gate: opts.gate?.hold });
  await ensureIndexes(conn);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    conn,
    services,
    app,
    async close({ dropDatabase = false } = {}) {
      await app.close();
      if (dropDatabase) await conn.dropDatabase().catch(() => undefined);
      await conn.close();
    },
  };
}

/** How far a TestClock moves on each read. */
export const TEST_CLOCK_TICK_MS = 100;

/**
 * A settable clock for the test server: `clock.set('2026-11-23T00:00:30Z')`, then `now: clock.now`.
 * Each read moves it on by TEST_CLOCK_TICK_MS (never by the machine's time): records written one
 * after the other keep their order (routines are listed by createdAt; a bulk write spaces up to 100
 * of them 1 ms apart from one read), and a test's day does not change under it (a test at
 * 23:59:30 has 300 reads before midnight).
 */
export class TestClock {
  private t: number;
  constructor(iso: string) {
    this.t = Date.parse(iso);
  }
  set(iso: string) {
    this.t = Date.parse(iso);
  }
  readonly now = () => {
    const at = new Date(this.t);
    this.t += TEST_CLOCK_TICK_MS;
    return at;
  };
}

/**
 * A minimal cookie-keeping HTTP client for REST tests ("a browser"). By default it sends as the web
 * app does (`Content-Type: application/json` on every state-changing call, body or not); with
 * `{ bare: true }` it sends as curl, Node's fetch or Python's requests do by default: a content type
 * only with a JSON body, none on a body-less DELETE or POST (docs/decisions/047).
 */
export class TestBrowser {
  cookie: string | undefined;
  readonly bare: boolean;
  constructor(
    readonly baseUrl: string,
    opts: { bare?: boolean } = {},
  ) {
    this.bare = opts.bare ?? false;
  }

  /** fetch with this browser's cookie jar: sends the session cookie, keeps the one the server sets (or clears). */
  async fetch(url: string | URL | Request, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookie) headers.set('cookie', this.cookie);
    const res = await fetch(url, { ...init, headers });
    const setCookie = res.headers.get('set-cookie');
    if (setCookie) {
      const first = setCookie.split(';')[0] ?? '';
      this.cookie = first.endsWith('=') ? undefined : first;
    }
    return res;
  }

  async request(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    const h: Record<string, string> = { ...headers };
    // Like the web app's client: state-changing calls say JSON even without a body; a bare client
    // says it only when it sends one.
    const saysJson = body !== undefined || (!this.bare && method !== 'GET' && method !== 'HEAD');
    if (saysJson && !h['content-type']) h['content-type'] = 'application/json';
    const res = await this.fetch(this.baseUrl + path, {
      method,
      headers: h,
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    const text = await res.text();
    let json: unknown;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read arbitrary JSON
    return { status: res.status, text, json: json as any, headers: res.headers };
  }
}

// ------------------------------------------------------------------------------------------------
// The API test kit (one per tier): users and data are created through the public API or the services.

/** Rate limits high enough that a test file never trips them (the resilience suite lowers them on purpose). */
export const TEST_ENV = { RATE_LIMIT_WRITES_PER_MIN: '100000', RATE_LIMIT_AI_PER_MIN: '100000', RATE_LIMIT_DATA_PER_MIN: '100000', ...TEST_SERVER_ENV } as const;

export type TestResponse = Awaited<ReturnType<TestBrowser['request']>>;

/** A browser whose session is bound to a freshly created user (through the public API). */
export async function newUser(baseUrl: string, name = 'Maya'): Promise<{ browser: TestBrowser; userId: string }> {
  const browser = new TestBrowser(baseUrl);
  const res = await browser.request('POST', '/api/wellness/users', { name, location: 'Leeds', challenges: ['fatigue'] });
  if (res.status !== 201) throw new Error(`user creation failed: ${res.status} ${res.text}`);
  return { browser, userId: res.json.id as string };
}

export interface SeedRoutine {
  type: 'movement' | 'nutrition' | 'mindfulness' | 'supplement' | 'other';
  label: string;
  notes?: string;
  active?: boolean;
  isPersonalized?: boolean;
  subtasks?: { id: string; name: string; description?: string }[];
}

/** Her routines, created through the routines service (its limits apply; subtask ids are kept). Returns their ids. */
export async function seedRoutines(server: Pick<TestServer, 'services'>, userId: string, routines: SeedRoutine[]): Promise<string[]> {
  const created = await server.services.routines.createForUser(userId, routines);
  return created.map((r) => r.id);
}

export interface SeedLog {
  date: string;
  notes?: string;
  completed?: Partial<Record<'movement' | 'nutrition' | 'mindfulness' | 'supplement', boolean>>;
  /** A check-in extract, recorded as the coach would (the note is then the day's transcript). */
  llmExtract?: unknown;
}

/** Her daily logs, written through the logs service. */
export async function seedLogs(server: Pick<TestServer, 'services'>, userId: string, logs: SeedLog[]): Promise<void> {
  for (const l of logs) {
    if (l.llmExtract !== undefined) await server.services.logs.recordCheckIn(userId, l.date, { transcript: l.notes ?? '', llmExtract: l.llmExtract as never });
    await server.services.logs.save(userId, {
      date: l.date,
      ...(l.notes !== undefined ? { notes: l.notes } : {}),
      completed: { movement: false, nutrition: false, mindfulness: false, supplement: false, ...l.completed },
    });
  }
}

/** Everything stored for a user in one collection (to prove "nothing written" / "data unchanged"). */
export async function snapshot(conn: Connection, collection: string, userId: string): Promise<unknown[]> {
  return conn.collection(collection).find({ userId }).sort({ date: 1, _id: 1 }).toArray();
}

/** Her routines as stored, minus the bookkeeping timestamp that every write changes. */
export async function storedRoutines(conn: Connection, userId: string): Promise<Record<string, unknown>[]> {
  const docs = await conn.collection('routines').find({ userId }).sort({ _id: 1 }).toArray();
  return docs.map(({ updatedAt: _u, ...rest }) => rest);
}

export async function count(conn: Connection, collection: string, filter: Record<string, unknown> = {}): Promise<number> {
  return conn.collection(collection).countDocuments(filter);
}

/** A tRPC answer as the tests read it: `{ status, data, error, text }`. */
export function unwrapTrpc(res: TestResponse) {
  const body = res.json as { result?: { data?: unknown }; error?: { message: string; data?: { code?: string } } } | undefined;
  return {
    status: res.status,
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read arbitrary JSON
    data: body?.result?.data as any,
    error: body?.error ? { message: body.error.message, code: body.error.data?.code ?? '' } : undefined,
    text: res.text,
  };
}

/** Raw tRPC call over HTTP (no batching): a query is a GET with ?input=, a mutation a POST. */
export function rawTrpc(browser: TestBrowser, type: 'query' | 'mutation', path: string, input: unknown, headers: Record<string, string> = {}) {
  if (type === 'query') {
    const qs = input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`;
    return browser.request('GET', `/trpc/${path}${qs}`, undefined, headers);
  }
  return browser.request('POST', `/trpc/${path}`, input === undefined ? '' : JSON.stringify(input), { 'content-type': 'application/json', ...headers });
}

/** tRPC query over plain HTTP GET (no batching, no transformer). */
export async function trpcQuery(browser: TestBrowser, path: string, input?: unknown, headers: Record<string, string> = {}) {
  return unwrapTrpc(await rawTrpc(browser, 'query', path, input, headers));
}

/** tRPC mutation over plain HTTP POST. */
export async function trpcMutation(browser: TestBrowser, path: string, input?: unknown, headers: Record<string, string> = {}) {
  return unwrapTrpc(await rawTrpc(browser, 'mutation', path, input, headers));
}

/**
 * Another session's tRPC call that names her (a stale `userId` in the input): refused (400/404), or, for a
 * procedure that takes no input, answered with the caller's own data — never hers.
 */
export function expectNotHers(res: { status: number; text: string }, herId: string, label: string) {
  if (res.status === 200) {
    if (res.text.includes(herId)) throw new Error(`${label}: answered with her data: ${res.text.slice(0, 200)}`);
    return;
  }
  if (res.status !== 400 && res.status !== 404) throw new Error(`${label}: expected 400/404/own data, got ${res.status} ${res.text.slice(0, 200)}`);
}

/** The typed tRPC client of the tests: the browser's cookie jar both ways; records the procedure paths it calls. */
export function trpcClientFor(browser: TestBrowser, options: { headers?: Record<string, string>; called?: Set<string>; batch?: boolean } = {}) {
  const link = options.batch ? httpBatchLink : httpLink;
  return createTRPCClient<AppRouter>({
    links: [
      link({
        url: `${browser.baseUrl}/trpc`,
        headers: () => ({ ...options.headers }),
        fetch: async (url, init) => {
          options.called?.add(decodeURIComponent(new URL(String(url)).pathname.replace(/^\/trpc\//, '')));
          return browser.fetch(String(url), init as RequestInit);
        },
      }),
    ],
  });
}
