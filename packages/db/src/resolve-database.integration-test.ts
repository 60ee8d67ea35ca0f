import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findGo } from './ferretdb';
import { findMongod } from './mongod';
import { resolveDatabase, testDbName } from './index';

const saved = { ...process.env };
afterEach(() => {
  for (const k of ['MONGODB_URI', 'CADENCE_GO', 'CADENCE_DB_BACKENDS', 'MONGOMS_DOWNLOAD_MIRROR', 'MONGOMS_DOWNLOAD_DIR', 'MONGOMS_SYSTEM_BINARY']) {
    if (saved[k] === undefined) delete process.env[k];
    else process.env[k] = saved[k];
  }
});

const quiet = { info: () => {}, warn: () => {} };

describe('resolveDatabase', () => {
  it('uses MONGODB_URI as is (without a trailing slash)', async () => {
    process.env.MONGODB_URI = 'mongodb://db.example.invalid:27017/';
    const db = await resolveDatabase({ logger: quiet });
    expect(db).toMatchObject({ uri: 'mongodb://db.example.invalid:27017', backend: 'uri', startMs: 0 });
    await db.stop();
  });

  it('reports every option tried, why it failed, and how to fix it', async () => {
    delete process.env.MONGODB_URI;
    delete process.env.MONGOMS_SYSTEM_BINARY;
    process.env.CADENCE_DB_BACKENDS = 'memory-server';
    const dataDir = await mkdtemp(join(tmpdir(), 'cadence-db-fail-'));
    process.env.MONGOMS_DOWNLOAD_DIR = join(dataDir, 'binaries'); // no cached mongod
    process.env.MONGOMS_DOWNLOAD_MIRROR = 'http://127.0.0.1:9'; // fail fast, offline
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {}); // mongodb-memory-server's own noise
    try {
      const err = await resolveDatabase({ dataDir, logger: quiet }).then(
        () => undefined,
        (e: Error) => e,
      );
      expect(err?.message).toMatch(/^No MongoDB-compatible database is available/);
      expect(err?.message).toMatch(/1\. MONGODB_URI: not set/);
      expect(err?.message).toMatch(/2\. local mongod: skipped/);
      expect(err?.message).toMatch(/3\. embedded FerretDB \(SQLite\): skipped/);
      expect(err?.message).toMatch(/4\. mongodb-memory-server: \S.*\(after \d+ ms\)/);
      expect(err?.message).toMatch(/docker compose up -d mongo/);
      expect(err?.message).toMatch(/install Go >= 1\.24/);
    } finally {
      warn.mockRestore();
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('explains a missing mongod', () => {
    process.env.MONGOMS_SYSTEM_BINARY = '/nonexistent/mongod';
    expect(() => findMongod()).toThrow('MONGOMS_SYSTEM_BINARY=/nonexistent/mongod is not an executable file');
  });

  it('explains a missing Go', async () => {
    process.env.CADENCE_GO = '/nonexistent/go';
    await expect(findGo()).rejects.toThrow('Go not found at CADENCE_GO=/nonexistent/go');
  });

  it('testDbName gives a valid per-worker name', () => {
    const name = testDbName('api users/é');
    expect(name).toMatch(/^[a-zA-Z0-9_-]{1,63}$/);
    expect(name).toMatch(/_w\d+$/);
    expect(testDbName('x'.repeat(100))).toHaveLength(63);
  });
});
