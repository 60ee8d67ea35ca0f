import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { closeSync, existsSync, openSync, writeSync } from 'node:fs';
import { mkdir, open, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import type { Socket } from 'node:net';
import { join, relative } from 'node:path';
import { createInterface } from 'node:readline';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { isExecutable, which } from './find-executable';
import { defaultDataDir, repoRoot } from './repo-root';
import { adoptOrReap, clearState, exited, logTail, stopChild, track, waitForPing, writeState } from './server-process';
import { BackendMissing, BackendUnavailable, type DatabaseLogger } from './types';

const execFileAsync = promisify(execFile);

/**
 * Go source of our FerretDB launcher (packages/db/ferretdb). Located next to this file, or via the repo root
 * when this module has been bundled elsewhere (e.g. apps/api/dist/main.js).
 */
export function ferretDbSourceDir(): string {
  const beside = fileURLToPath(new URL('../ferretdb/', import.meta.url));
  return existsSync(join(beside, 'main.go')) ? beside : join(repoRoot(), 'packages', 'db', 'ferretdb');
}

const MIN_GO: [number, number] = [1, 24];

/** Go is missing, broken or too old (the build itself was not attempted). */
export class GoUnavailable extends BackendUnavailable {}
class GoMissing extends BackendMissing {}
const EXIT_LOCKED = 3;

const quietLogger: DatabaseLogger = { info: () => {}, warn: () => {} };

export function ferretDbBinaryPath(): string {
  return join(repoRoot(), '.bin', process.platform === 'win32' ? 'cadence-ferretdb.exe' : 'cadence-ferretdb');
}

/** sha256 of the launcher's Go sources (+ target platform); stored next to the binary. */
async function sourceHash(): Promise<string> {
  const hash = createHash('sha256').update(`${process.platform}/${process.arch}\0`);
  const srcDir = ferretDbSourceDir();
  const files = (await readdir(srcDir))
    .filter((f) => f.endsWith('.go') || f === 'go.mod' || f === 'go.sum')
    .sort();
  for (const f of files) hash.update(f).update('\0').update(await readFile(join(srcDir, f))).update('\0');
  return hash.digest('hex');
}

async function isFresh(bin: string, hash: string): Promise<boolean> {
  if (!isExecutable(bin)) return false;
  try {
    return (await readFile(`${bin}.sha256`, 'utf8')).trim() === hash;
  } catch {
    return false;
  }
}

/** Locates Go ≥ 1.24: `$CADENCE_GO`, else `go` on PATH, else /usr/local/go/bin/go. */
export async function findGo(): Promise<{ go: string; version: string }> {
  const candidates = process.env.CADENCE_GO
    ? [process.env.CADENCE_GO]
    : [which('go'), '/usr/local/go/bin/go', '/usr/lib/go/bin/go'].filter((p): p is string => !!p);
  const go = candidates.find(isExecutable);
  if (!go) {
    throw new GoMissing(
      process.env.CADENCE_GO
        ? `Go not found at CADENCE_GO=${process.env.CADENCE_GO}`
        : 'Go not found (looked for `go` on PATH and /usr/local/go/bin/go)',
    );
  }
  let version: string;
  try {
    version = (await execFileAsync(go, ['env', 'GOVERSION'], { timeout: 30_000 })).stdout.trim();
  } catch (err) {
    throw new GoUnavailable(`${go} does not run: ${(err as Error).message.split('\n')[0]}`);
  }
  const m = /go(\d+)\.(\d+)/.exec(version);
  const [maj, min] = [Number(m?.[1] ?? 0), Number(m?.[2] ?? 0)];
  if (maj < MIN_GO[0] || (maj === MIN_GO[0] && min < MIN_GO[1])) {
    throw new GoUnavailable(`${go} is ${version || 'an unknown version'}; FerretDB v1.24 needs Go >= ${MIN_GO.join('.')}`);
  }
  return { go, version };
}

function pidAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Cross-process build lock (a file holding the builder's pid); waits while another live process builds. */
async function withBuildLock<T>(lockPath: string, fn: () => Promise<T>, onWait: () => void): Promise<T> {
  let waited = false;
  for (;;) {
    try {
      const fh = await open(lockPath, 'wx');
      await fh.writeFile(String(process.pid));
      await fh.close();
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const holder = Number((await readFile(lockPath, 'utf8').catch(() => '')).trim());
      const justCreated = !holder && Date.now() - ((await stat(lockPath).catch(() => undefined))?.mtimeMs ?? 0) < 10_000;
      if (!justCreated && (!holder || !pidAlive(holder))) {
        await rm(lockPath, { force: true });
        continue;
      }
      if (!waited) onWait();
      waited = true;
      await sleep(1000);
    }
  }
  try {
    return await fn();
  } finally {
    await rm(lockPath, { force: true });
  }
}

export interface BuildFerretDbOptions {
  logger?: DatabaseLogger;
  /** Rebuild even if the cached binary matches the sources. */
  force?: boolean;
}

/**
 * Builds (once) the embedded-FerretDB launcher from packages/db/ferretdb into `<repoRoot>/.bin/cadence-ferretdb`
 * and returns its path. Rebuilds only when the Go sources (main.go, go.mod, go.sum, …) change.
 */
export async function buildFerretDb(opts: BuildFerretDbOptions = {}): Promise<string> {
  const logger = opts.logger ?? { info: (m: string) => console.error(`[db] ${m}`), warn: (m: string) => console.error(`[db] ${m}`) };
  const bin = ferretDbBinaryPath();
  const hash = await sourceHash();
  if (!opts.force && (await isFresh(bin, hash))) return bin;

  await mkdir(join(repoRoot(), '.bin'), { recursive: true });
  return withBuildLock(
    `${bin}.lock`,
    async () => {
      if (!opts.force && (await isFresh(bin, hash))) return bin; // built by whoever held the lock
      const { go, version } = await findGo();
      logger.info(
        `building embedded FerretDB with ${version} → ${relative(repoRoot(), bin)} (first build downloads modules and takes a minute or two)`,
      );
      const logDir = join(defaultDataDir(), 'logs');
      await mkdir(logDir, { recursive: true });
      const logPath = join(logDir, 'ferretdb-build.log');
      const tmp = `${bin}.tmp-${process.pid}`;
      const t0 = Date.now();
      const output: Buffer[] = [];
      const code = await new Promise<number | null>((resolve, reject) => {
        const child = spawn(go, ['build', '-trimpath', '-ldflags=-s -w', '-o', tmp, '.'], {
          cwd: ferretDbSourceDir(),
          env: { ...process.env, CGO_ENABLED: '0', GOFLAGS: '-mod=mod -buildvcs=false' },
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        child.stdout.on('data', (b: Buffer) => output.push(b));
        child.stderr.on('data', (b: Buffer) => output.push(b));
        child.once('error', reject);
        child.once('close', resolve);
      });
      const text = Buffer.concat(output).toString('utf8');
      await writeFile(logPath, `$ go build (${new Date().toISOString()}, ${Date.now() - t0} ms, exit ${code})\n${text}`);
      if (code !== 0) {
        await rm(tmp, { force: true });
        const tail = text.trimEnd().split('\n').slice(-15).join('\n');
        throw new BackendUnavailable(`go build failed (exit ${code}; full log: ${logPath}):\n${tail}`);
      }
      await rename(tmp, bin);
      await writeFile(`${bin}.sha256`, `${hash}\n`);
      logger.info(`built ${relative(repoRoot(), bin)} in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
      return bin;
    },
    () => logger.info('waiting for another process that is building FerretDB…'),
  );
}

/** The launcher binary: a fresh build if possible; else an outdated one (with a warning) if there is one. */
async function ensureBinary(logger: DatabaseLogger): Promise<string> {
  try {
    return await buildFerretDb({ logger });
  } catch (err) {
    const bin = ferretDbBinaryPath();
    if (err instanceof BackendUnavailable && isExecutable(bin)) {
      logger.warn(`${err.message.split('\n')[0]}; using the existing, possibly outdated ${bin}`);
      return bin;
    }
    throw err;
  }
}

export interface StartedServer {
  uri: string;
  startMs: number;
  /** true if an already running server (owned by another live process) is being shared. */
  shared: boolean;
  stop(): Promise<void>;
  /** Restarts so far after the server exited on its own (embedded FerretDB only). */
  restarts?: () => number;
  /** The running server's pid (for chaos tests), when this process supervises it. */
  pid?: () => number | undefined;
}

/** Back-off before restarting a server that exited: 100 ms, doubling while it keeps dying young, at most 5 s. */
export const RESTART_BACKOFF = { firstMs: 100, maxMs: 5_000, healthyAfterMs: 10_000 } as const;

/**
 * Keeps the embedded FerretDB up (docs/decisions/048-supervised-embedded-database.md): when the
 * server exits without being asked to, it is started again on the SAME address after a back-off,
 * so the app's driver reconnects by itself and the app serves again without a restart. Every exit
 * and restart is logged.
 */
function superviseFerretDb(opts: {
  child: ChildProcess;
  uri: string;
  dir: string;
  logger: DatabaseLogger;
  spawnServer(listen: string): Promise<{ child: ChildProcess; uri: string }>;
}) {
  const listen = new URL(opts.uri).host;
  let current = opts.child;
  let startedAt = Date.now();
  let delay: number = RESTART_BACKOFF.firstMs;
  let restarts = 0;
  let stopping: Promise<void> | undefined;

  const watch = (child: ChildProcess) => {
    child.once('exit', (code, signal) => {
      if (stopping) return;
      if (Date.now() - startedAt > RESTART_BACKOFF.healthyAfterMs) delay = RESTART_BACKOFF.firstMs;
      opts.logger.warn(`cadence-ferretdb (pid ${child.pid}) exited (${signal ?? `code ${code}`}); restarting on ${listen} in ${delay} ms`);
      void restart();
    });
  };

  const restart = async () => {
    while (!stopping) {
      await sleep(delay, undefined, { ref: false });
      delay = Math.min(delay * 2, RESTART_BACKOFF.maxMs);
      if (stopping) return;
      const t0 = Date.now();
      try {
        const next = await opts.spawnServer(listen);
        if (stopping) {
          await stopChild(next.child);
          return;
        }
        current = next.child;
        startedAt = Date.now();
        restarts++;
        opts.logger.warn(`cadence-ferretdb restarted (pid ${next.child.pid}, ${Date.now() - t0} ms, restart #${restarts})`);
        watch(next.child);
        return;
      } catch (err) {
        opts.logger.warn(`cadence-ferretdb restart failed: ${(err as Error).message.split('\n')[0]}; next try in ${delay} ms`);
      }
    }
  };

  watch(current);
  return {
    restarts: () => restarts,
    pid: () => (exited(current) ? undefined : current.pid),
    stop: () =>
      (stopping ??= (async () => {
        const pid = current.pid!;
        await stopChild(current);
        await clearState(opts.dir, pid);
      })()),
  };
}

/** Reads the launcher's `READY <uri>` line; rejects if it exits first. */
function readReady(child: ReturnType<typeof spawn>, timeoutMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const rl = createInterface({ input: child.stdout! });
    const timer = setTimeout(() => finish(new Error(`no READY line within ${timeoutMs} ms`)), timeoutMs);
    function finish(result: string | Error): void {
      clearTimeout(timer);
      child.off('exit', onExit);
      rl.close();
      child.stdout!.resume(); // keep draining
      if (typeof result === 'string') resolve(result);
      else reject(result);
    }
    function onExit(code: number | null, signal: NodeJS.Signals | null): void {
      const err = new Error(`cadence-ferretdb exited (${signal ?? `code ${code}`}) before it was ready`);
      (err as Error & { exitCode?: number | null }).exitCode = code;
      finish(err);
    }
    child.once('exit', onExit);
    rl.on('line', (line) => {
      const m = /^READY (mongodb:\/\/\S+)/.exec(line);
      if (m?.[1]) finish(m[1].replace(/\/$/, ''));
    });
  });
}

/**
 * Starts the embedded FerretDB (SQLite files in `<dataDir>/ferretdb`) on a free loopback port and waits for `ping`.
 * If a live process already serves that directory, its server is shared instead.
 */
export async function startFerretDb(opts: { dataDir?: string; logger?: DatabaseLogger } = {}): Promise<StartedServer> {
  const logger = opts.logger ?? quietLogger;
  const root = opts.dataDir ?? defaultDataDir();
  const dir = join(root, 'ferretdb');
  const logDir = join(root, 'logs');
  await mkdir(dir, { recursive: true });
  await mkdir(logDir, { recursive: true });

  const shared = await adoptOrReap(dir, 'cadence-ferretdb', logger.warn);
  if (shared) return { uri: shared.uri, startMs: 0, shared: true, stop: async () => {} };

  const bin = await ensureBinary(logger);
  const logPath = join(logDir, 'ferretdb.log');

  /** Spawns the launcher on `listen` and waits until it answers ping. */
  async function spawnServer(listen: string): Promise<{ child: ChildProcess; uri: string }> {
    const fd = openSync(logPath, 'a');
    writeSync(fd, `--- ${new Date().toISOString()} starting cadence-ferretdb on ${dir} (parent pid ${process.pid})\n`);
    const child = spawn(
      bin,
      ['-listen', listen, '-data-dir', dir, '-log-level', process.env.CADENCE_FERRETDB_LOG_LEVEL ?? 'error', '-exit-on-stdin-eof'],
      { stdio: ['pipe', 'pipe', fd] },
    );
    closeSync(fd);
    track(child);
    try {
      const uri = await readReady(child, 30_000);
      await waitForPing(uri, child, 30_000, 'cadence-ferretdb');
      await writeState(dir, { backend: 'ferretdb', pid: child.pid!, ownerPid: process.pid, uri, startedAt: new Date().toISOString() });
      // The server must not keep this process alive; it is killed on exit and dies with its stdin pipe.
      child.unref();
      (child.stdin as unknown as Socket).unref();
      (child.stdout as unknown as Socket).unref();
      return { child, uri };
    } catch (err) {
      await stopChild(child, 2000);
      throw err;
    }
  }

  for (let attempt = 0; ; attempt++) {
    const t0 = Date.now();
    try {
      const { child, uri } = await spawnServer('127.0.0.1:0');
      const startMs = Date.now() - t0;
      const supervisor = superviseFerretDb({ child, uri, dir, logger, spawnServer });
      return { uri, startMs, shared: false, stop: supervisor.stop, restarts: supervisor.restarts, pid: supervisor.pid };
    } catch (err) {
      const locked = (err as { exitCode?: number | null }).exitCode === EXIT_LOCKED;
      if (locked && attempt < 20) {
        // Another process is starting a server on the same directory: share it once it is recorded.
        await sleep(500);
        const other = await adoptOrReap(dir, 'cadence-ferretdb', logger.warn);
        if (other) return { uri: other.uri, startMs: 0, shared: true, stop: async () => {} };
        continue;
      }
      const tail = existsSync(logPath) ? logTail(logPath) : '';
      throw new BackendUnavailable(`${(err as Error).message}${tail ? `\n  last log lines (${logPath}):\n${tail}` : ''}`);
    }
  }
}
