import type { Connection } from 'mongoose';
import type { Logger } from 'pino';
import { connectDatabase, ensureIndexes } from '../db/connection';
import { readEnv, type Env } from '../env';
import { createLogger } from '../logger';
import { buildServer } from '../server';
import type { Services } from '../services';

export interface TestServer {
  url: string;
  conn: Connection;
  services: Services;
  app: Awaited<ReturnType<typeof buildServer>>['app'];
  close(opts?: { dropDatabase?: boolean }): Promise<void>;
}

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
}): Promise<TestServer> {
  const env = readEnv({ NODE_ENV: 'test', LOG_LEVEL: 'warn', MONGODB_DB: opts.dbName, ...opts.env } as NodeJS.ProcessEnv);
  const logger = opts.logger ?? createLogger(env);
  const conn = await connectDatabase({ uri: opts.mongoUri, dbName: opts.dbName });
  const { app, services } = await buildServer({ env, conn, logger, now: opts.now });
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

/** A settable clock for the test server: `clock.set('2026-11-23T00:00:30Z')`, then `now: clock.now`. */
export class TestClock {
  private t: Date;
  constructor(iso: string) {
    this.t = new Date(iso);
  }
  set(iso: string) {
    this.t = new Date(iso);
  }
  readonly now = () => new Date(this.t.getTime());
}

/** A minimal cookie-keeping HTTP client for REST tests ("a browser"). */
export class TestBrowser {
  cookie: string | undefined;
  constructor(readonly baseUrl: string) {}

  async request(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    const h: Record<string, string> = { ...headers };
    if (body !== undefined && !h['content-type']) h['content-type'] = 'application/json';
    if (this.cookie) h.cookie = this.cookie;
    const res = await fetch(this.baseUrl + path, {
      method,
      headers: h,
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    const setCookie = res.headers.get('set-cookie');
    if (setCookie) {
      const first = setCookie.split(';')[0] ?? '';
      this.cookie = first.endsWith('=') ? undefined : first;
    }
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
