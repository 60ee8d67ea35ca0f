import { spawn } from 'node:child_process';
import { closeSync, existsSync, openSync, writeSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { isExecutable, which } from './find-executable';
import type { StartedServer } from './ferretdb';
import { defaultDataDir } from './repo-root';
import { adoptOrReap, clearState, freePort, logTail, stopChild, track, waitForPing, writeState } from './server-process';
import { BackendMissing, BackendUnavailable, type DatabaseLogger } from './types';

/** `$MONGOMS_SYSTEM_BINARY` if set, else `mongod` on PATH. */
export function findMongod(): string {
  const fromEnv = process.env.MONGOMS_SYSTEM_BINARY;
  if (fromEnv) {
    if (!isExecutable(fromEnv)) throw new BackendUnavailable(`MONGOMS_SYSTEM_BINARY=${fromEnv} is not an executable file`);
    return fromEnv;
  }
  const onPath = which('mongod');
  if (!onPath) throw new BackendMissing('no `mongod` on PATH and MONGOMS_SYSTEM_BINARY is not set');
  return onPath;
}

/**
 * Spawns a local mongod with a persistent `--dbpath <dataDir>/mongod` on a free loopback port and waits for `ping`.
 * A server left by a live process on the same dbpath is shared; one left by a dead process is stopped first.
 */
export async function startMongod(opts: { dataDir?: string; logger?: DatabaseLogger } = {}): Promise<StartedServer> {
  const bin = findMongod();
  const logger = opts.logger ?? { info: () => {}, warn: () => {} };
  const root = opts.dataDir ?? defaultDataDir();
  const dir = join(root, 'mongod');
  const logDir = join(root, 'logs');
  await mkdir(dir, { recursive: true });
  await mkdir(logDir, { recursive: true });

  const shared = await adoptOrReap(dir, 'mongod', logger.warn);
  if (shared) return { uri: shared.uri, startMs: 0, shared: true, stop: async () => {} };

  const logPath = join(logDir, 'mongod.log');
  for (let attempt = 0; ; attempt++) {
    const port = await freePort();
    const uri = `mongodb://127.0.0.1:${port}`;
    const t0 = Date.now();
    const fd = openSync(logPath, 'a');
    writeSync(fd, `--- ${new Date().toISOString()} starting ${bin} on ${dir}, port ${port} (parent pid ${process.pid})\n`);
    const child = spawn(bin, ['--dbpath', dir, '--port', String(port), '--bind_ip', '127.0.0.1'], {
      stdio: ['ignore', fd, fd],
    });
    closeSync(fd);
    track(child);
    try {
      await waitForPing(uri, child, 60_000, 'mongod');
      const pid = child.pid!;
      await writeState(dir, { backend: 'mongod', pid, ownerPid: process.pid, uri, startedAt: new Date().toISOString() });
      child.unref();
      let stopping: Promise<void> | undefined;
      return {
        uri,
        startMs: Date.now() - t0,
        shared: false,
        stop: () =>
          (stopping ??= (async () => {
            await stopChild(child, 20_000);
            await clearState(dir, pid);
          })()),
      };
    } catch (err) {
      await stopChild(child, 5000);
      const tail = existsSync(logPath) ? logTail(logPath) : '';
      if (attempt < 2 && /address already in use/i.test(tail)) continue; // lost the free-port race
      throw new BackendUnavailable(`${(err as Error).message}${tail ? `\n  last log lines (${logPath}):\n${tail}` : ''}`);
    }
  }
}
