import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { resolveDatabase } from './resolve-database';
import './index'; // ProvidedContext augmentation

/**
 * vitest globalSetup: one database server for the whole run (MONGODB_URI if set, else a local server on a
 * fresh temp data dir), provided to tests as `inject('mongoUri')`; stopped and deleted in teardown.
 * Use `testDbName(prefix)` for a per-worker database name.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dataDir = process.env.MONGODB_URI ? undefined : await mkdtemp(join(tmpdir(), 'cadence-test-db-'));
  const db = await resolveDatabase({ dataDir });
  project.provide('mongoUri', db.uri);
  return async () => {
    await db.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  };
}
