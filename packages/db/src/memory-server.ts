import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { StartedServer } from './ferretdb';
import { defaultDataDir } from './repo-root';
import { BackendUnavailable } from './types';

/**
 * Last resort: mongodb-memory-server (downloads a mongod on first use) with a persistent dbPath
 * under `<dataDir>/memory-server`. Fails without internet access to fastdl.mongodb.org.
 */
export async function startMemoryServer(opts: { dataDir?: string } = {}): Promise<StartedServer> {
  const dbPath = join(opts.dataDir ?? defaultDataDir(), 'memory-server');
  await mkdir(dbPath, { recursive: true });
  const t0 = Date.now();
  try {
    const { MongoMemoryServer } = await import('mongodb-memory-server-core');
    const server = await MongoMemoryServer.create({ instance: { dbPath, ip: '127.0.0.1', storageEngine: 'wiredTiger' } });
    let stopping: Promise<void> | undefined;
    return {
      uri: server.getUri().replace(/\/$/, ''),
      startMs: Date.now() - t0,
      shared: false,
      stop: () =>
        (stopping ??= (async () => {
          await server.stop({ doCleanup: false });
        })()),
    };
  } catch (err) {
    const msg = (err as Error).message.replace(/\s+/g, ' ').trim();
    throw new BackendUnavailable(`${msg.length > 300 ? `${msg.slice(0, 300)}…` : msg} (after ${Date.now() - t0} ms)`);
  }
}
