// The bench stack shared by the web benches (bench-web.mjs, bench-tick.mjs): the embedded database, the BUILT API
// on a throw-away local database, and a gzip static server for a web build proxying /trpc and /api to it.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { gzipSync } from 'node:zlib';

const TYPES = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml', '.png': 'image/png', '.webmanifest': 'application/manifest+json', '.json': 'application/json' };
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** DB (cadence-db serve) + built API + a gzip static server for dist proxying /trpc and /api. */
export async function startStack({ repoRoot, dist }) {
  const apiMain = join(repoRoot, 'apps/api/dist/main.js');
  if (!existsSync(apiMain)) throw new Error('apps/api/dist/main.js missing: run `pnpm --filter @cadence/api build`');
  const dataDir = mkdtempSync(join(tmpdir(), 'cadence-bench-db-'));
  const children = [];
  const stopAll = async () => {
    for (const c of children.reverse()) {
      if (c.exitCode === null && c.signalCode === null) {
        c.kill('SIGTERM');
        await new Promise((ok) => {
          const t = setTimeout(() => {
            c.kill('SIGKILL');
            ok();
          }, 10_000);
          c.once('exit', () => {
            clearTimeout(t);
            ok();
          });
        });
      }
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    // `cadence-db serve` (packages/db) run with its own tsx: prints the URI, stops on SIGTERM.
    const db = spawn(process.execPath, ['--import', 'tsx', 'src/cli.ts', 'serve', '--data-dir', dataDir], { cwd: join(repoRoot, 'packages/db'), stdio: ['ignore', 'pipe', 'pipe'] });
    children.push(db);
    const uri = await firstMatch(db, /^(mongodb:\/\/\S+)$/m, 'database');
    const apiPort = await freePort();
    const api = spawn(process.execPath, [apiMain], {
      cwd: repoRoot,
      env: { ...process.env, PORT: String(apiPort), HOST: '127.0.0.1', MONGODB_URI: uri, MONGODB_DB: `cadence_bench_${process.pid}`, NODE_ENV: 'test', LOG_LEVEL: 'warn', RATE_LIMIT_WRITES_PER_MIN: '10000' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.push(api);
    await firstMatch(api, /CADENCE_READY (http:\/\/\S+)/, 'API');
    const server = await staticServer(apiPort, dist);
    return {
      origin: server.origin,
      stop: async () => {
        await new Promise((ok) => server.close(ok));
        await stopAll();
      },
    };
  } catch (err) {
    await stopAll();
    throw err;
  }
}

function firstMatch(child, re, what) {
  return new Promise((ok, fail) => {
    let buf = '';
    const timer = setTimeout(() => fail(new Error(`${what} not ready in 120 s:\n${buf.slice(-2000)}`)), 120_000);
    const on = (c) => {
      buf += c.toString();
      const m = re.exec(buf);
      if (m) {
        clearTimeout(timer);
        ok(m[1]);
      }
    };
    child.stdout.on('data', on);
    child.stderr.on('data', (c) => (buf += c.toString()));
    child.once('exit', (code) => {
      clearTimeout(timer);
      fail(new Error(`${what} exited (${code}):\n${buf.slice(-2000)}`));
    });
  });
}

export function freePort() {
  return new Promise((ok, fail) => {
    const s = http.createServer();
    s.once('error', fail);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => ok(port));
    });
  });
}


/** Static dist with gzip + immutable caching of hashed assets, SPA fallback, proxy to the API. */
function staticServer(apiPort, dist) {
  const gzipped = new Map();
  const server = http.createServer((req, res) => {
    const url = new URL(req.url, 'http://x');
    if (/^\/(api|trpc|healthz|readyz)(\/|$)/.test(url.pathname)) {
      const p = http.request({ host: '127.0.0.1', port: apiPort, path: req.url, method: req.method, headers: req.headers }, (up) => {
        res.writeHead(up.statusCode ?? 502, up.headers);
        up.pipe(res);
      });
      p.on('error', () => res.writeHead(502).end());
      req.pipe(p);
      return;
    }
    let file = join(dist, decodeURIComponent(url.pathname));
    if (!file.startsWith(dist) || !existsSync(file) || statSync(file).isDirectory()) file = join(dist, 'index.html');
    if (!gzipped.has(file)) gzipped.set(file, gzipSync(readFileSync(file)));
    const body = gzipped.get(file);
    res.writeHead(200, {
      'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
      'Content-Encoding': 'gzip',
      'Cache-Control': file.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      'Content-Length': body.length,
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  });
  return new Promise((ok) =>
    server.listen(0, '127.0.0.1', () => {
      server.origin = `http://127.0.0.1:${server.address().port}`;
      ok(server);
    }),
  );
}


/** Headless Chromium (playwright-core, Debian's binary) with a throw-away profile; `close` removes it. */
export async function launchBenchChromium(viewport, extraArgs = []) {
  const { chromium } = await import('playwright-core');
  const profile = mkdtempSync(join(tmpdir(), 'cadence-bench-chrome-'));
  const ctx = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', ...extraArgs],
    viewport,
  });
  return {
    ctx,
    close: async () => {
      await ctx.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}
