import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { resolveDatabase } from '@cadence/db';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Origin of the built API serving the built web app, e.g. http://127.0.0.1:41234 */
    baseURL: string;
  }
}

const here = dirname(fileURLToPath(import.meta.url));
const webDir = resolve(here, '..');
const repoRoot = resolve(webDir, '../..');
const apiMain = join(repoRoot, 'apps/api/dist/main.js');
const webDist = join(webDir, 'dist');
const READY = /CADENCE_READY (http:\/\/\S+)/;
const START_TIMEOUT_MS = 90_000;

function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const srv = createServer();
    srv.once('error', fail);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      const port = typeof addr === 'object' && addr ? addr.port : 0;
      srv.close(() => ok(port));
    });
  });
}

function waitForReady(child: ChildProcess, logTail: string[]): Promise<string> {
  return new Promise((ok, fail) => {
    let buffer = '';
    const timer = setTimeout(() => fail(new Error(`API did not print CADENCE_READY within ${START_TIMEOUT_MS} ms.\n${logTail.join('')}`)), START_TIMEOUT_MS);
    const onData = (chunk: Buffer) => {
      const text = chunk.toString();
      logTail.push(text);
      if (logTail.length > 200) logTail.shift();
      buffer += text;
      const m = READY.exec(buffer);
      if (m) {
        clearTimeout(timer);
        ok(m[1]!);
      }
      if (buffer.length > 100_000) buffer = buffer.slice(-1000);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (c: Buffer) => {
      logTail.push(c.toString());
      if (logTail.length > 200) logTail.shift();
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      fail(new Error(`API exited before it was ready (code ${code}, signal ${signal}).\n${logTail.join('')}`));
    });
  });
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((ok) => {
    const kill = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(kill);
      ok();
    });
    child.kill('SIGTERM');
  });
}

/**
 * E2E global setup: a database (MONGODB_URI, else a local server on a fresh temp dir), the BUILT
 * API (`apps/api/dist/main.js`) serving the BUILT web app (`apps/web/dist`) on a free port.
 * Tests read the origin with `inject('baseURL')`. Set E2E_BASE_URL to test an already running server.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (process.env.E2E_BASE_URL) {
    project.provide('baseURL', process.env.E2E_BASE_URL.replace(/\/$/, ''));
    return async () => {};
  }
  for (const [file, hint] of [
    [apiMain, 'pnpm --filter @cadence/api build'],
    [join(webDist, 'index.html'), 'pnpm --filter @cadence/web build'],
  ] as const) {
    if (!existsSync(file)) throw new Error(`${file} is missing: run \`${hint}\` first (turbo's e2e task depends on build).`);
  }

  // Serve a snapshot of the built web app: a concurrent `vite build` empties apps/web/dist and
  // would otherwise break pages mid-run. E2E_WEB_DIST serves a given directory as is.
  const webSnapshot = process.env.E2E_WEB_DIST ? undefined : await mkdtemp(join(tmpdir(), 'cadence-e2e-web-'));
  if (webSnapshot) await cp(webDist, webSnapshot, { recursive: true });
  const servedWebDist = process.env.E2E_WEB_DIST ?? webSnapshot!;

  const dataDir = process.env.MONGODB_URI ? undefined : await mkdtemp(join(tmpdir(), 'cadence-e2e-db-'));
  const db = await resolveDatabase({ dataDir });
  const port = await freePort();
  const dbName = `cadence_e2e_${randomBytes(4).toString('hex')}`;
  const logTail: string[] = [];
  const child = spawn(process.execPath, [apiMain], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      MONGODB_URI: db.uri,
      MONGODB_DB: dbName,
      NODE_ENV: 'test',
      WEB_DIST: servedWebDist,
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
      // Requests made before a session exists share the client-address key (127.0.0.1) for the
      // whole run; raise the per-minute limits so the suite is not throttled (overridable).
      RATE_LIMIT_WRITES_PER_MIN: process.env.RATE_LIMIT_WRITES_PER_MIN ?? '100000',
      RATE_LIMIT_AI_PER_MIN: process.env.RATE_LIMIT_AI_PER_MIN ?? '100000',
      RATE_LIMIT_READS_PER_MIN: process.env.RATE_LIMIT_READS_PER_MIN ?? '1000000',
      RATE_LIMIT_ANON_READS_PER_MIN: process.env.RATE_LIMIT_ANON_READS_PER_MIN ?? '1000000',
      // The suite shares a busy 2-core machine: a request deadline of 1 s (production) would turn
      // slow-but-fine answers into 503s (docs/decisions/046).
      REQUEST_DEADLINE_MS: process.env.REQUEST_DEADLINE_MS ?? '30000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });

  const teardown = async () => {
    await stopChild(child);
    await db.stop().catch(() => undefined);
    if (dataDir) await rm(dataDir, { recursive: true, force: true }).catch(() => undefined);
    if (webSnapshot) await rm(webSnapshot, { recursive: true, force: true }).catch(() => undefined);
  };

  try {
    const baseURL = await waitForReady(child, logTail);
    if (process.env.E2E_VERBOSE) child.stdout?.pipe(process.stdout);
    project.provide('baseURL', baseURL);
    console.log(`[e2e] API ready at ${baseURL} (db ${db.backend}, ${dbName}, web ${servedWebDist})`);
  } catch (err) {
    await teardown();
    throw err;
  }
  return teardown;
}
