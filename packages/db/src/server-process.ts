import type { ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { ping } from './ping';

const children = new Set<ChildProcess>();
let exitHookInstalled = false;

/** Kills tracked servers when this Node process exits (normal exit, or process.exit()). */
export function track(child: ChildProcess): void {
  children.add(child);
  child.once('exit', () => children.delete(child));
  if (!exitHookInstalled) {
    exitHookInstalled = true;
    process.on('exit', () => {
      for (const c of children) c.kill('SIGTERM');
    });
  }
}

export function exited(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null;
}

/** SIGTERM, wait up to `graceMs`, then SIGKILL. Resolves once the process is gone. */
export async function stopChild(child: ChildProcess, graceMs = 10_000): Promise<void> {
  if (exited(child)) return;
  const gone = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await gone;
  clearTimeout(timer);
}

/** A free TCP port on 127.0.0.1 (bind to port 0, read it, release it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      const port = typeof addr === 'object' && addr ? addr.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

/** Polls `ping` until it succeeds; fails early if the child exits. */
export async function waitForPing(uri: string, child: ChildProcess | undefined, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child && exited(child)) {
      throw new Error(`${what} exited (code ${child.exitCode ?? child.signalCode}) before answering ping`);
    }
    if (await ping(uri, 1000)) return;
    if (Date.now() > deadline) throw new Error(`${what} did not answer ping at ${uri} within ${timeoutMs} ms`);
    await sleep(100);
  }
}

/** Last lines of a log file, for error messages. */
export function logTail(path: string, lines = 12): string {
  try {
    const text = readFileSync(path, 'utf8').trimEnd();
    return text.split('\n').slice(-lines).join('\n');
  } catch {
    return '';
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Best-effort check that `pid` is still the server we recorded (guards against pid reuse). */
function looksLike(pid: number, needle: string): boolean {
  const cmdline = `/proc/${pid}/cmdline`;
  if (!existsSync('/proc/self/cmdline')) return true; // no procfs: rely on the ping check
  try {
    return readFileSync(cmdline, 'utf8').includes(needle);
  } catch {
    return false;
  }
}

export interface ServerState {
  backend: 'mongod' | 'ferretdb';
  pid: number;
  ownerPid: number;
  uri: string;
  startedAt: string;
}

const STATE_FILE = '.cadence-server.json';

export async function writeState(dir: string, state: ServerState): Promise<void> {
  await writeFile(join(dir, STATE_FILE), JSON.stringify(state, null, 2) + '\n');
}

export async function clearState(dir: string, pid: number): Promise<void> {
  const state = await readState(dir);
  if (state?.pid === pid) await rm(join(dir, STATE_FILE), { force: true });
}

async function readState(dir: string): Promise<ServerState | undefined> {
  try {
    return JSON.parse(await readFile(join(dir, STATE_FILE), 'utf8')) as ServerState;
  } catch {
    return undefined;
  }
}

/**
 * Looks at a server recorded in `dir` by an earlier run.
 * - owner still alive and server answers ping → returns it, to be shared (not stopped by us);
 * - owner gone but server still running (an orphan, e.g. the owner was SIGKILLed) → terminates it;
 * - otherwise → clears the stale record.
 */
export async function adoptOrReap(dir: string, needle: string, warn: (m: string) => void): Promise<ServerState | undefined> {
  const state = await readState(dir);
  if (!state) return undefined;
  const serverAlive = alive(state.pid) && looksLike(state.pid, needle);
  if (serverAlive && (await ping(state.uri, 1000))) {
    if (alive(state.ownerPid)) return state;
    warn(`stopping orphaned ${state.backend} (pid ${state.pid}) left on ${dir} by a process that exited`);
    try {
      process.kill(state.pid, 'SIGTERM');
      for (let i = 0; i < 100 && alive(state.pid); i++) await sleep(100);
      if (alive(state.pid)) process.kill(state.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
  await rm(join(dir, STATE_FILE), { force: true });
  return undefined;
}
