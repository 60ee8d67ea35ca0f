import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import mongoose from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveDatabase, type DatabaseLogger } from './index';

mongoose.set('strictQuery', true);
mongoose.set('sanitizeFilter', true);

const logs: string[] = [];
const logger: DatabaseLogger = { info: (m) => logs.push(m), warn: (m) => logs.push(`warn: ${m}`) };

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'cadence-db-restart-'));
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

async function withConnection<T>(uri: string, fn: (conn: mongoose.Connection) => Promise<T>): Promise<T> {
  const conn = await mongoose.createConnection(uri, { dbName: 'restart_check' }).asPromise();
  try {
    return await fn(conn);
  } finally {
    await conn.close();
  }
}

const noteSchema = new mongoose.Schema({ key: { type: String, unique: true }, body: String });

// This tests our own server management (mongod/FerretDB on a data dir), not an external MONGODB_URI server:
// the real-MongoDB CI matrix (MONGODB_URI set) skips it; the embedded-database job runs it.
describe.skipIf(!!process.env.MONGODB_URI)('a local server keeps its data across restarts', () => {
  it('writes, stops, starts again on the same data dir and reads back', async () => {
    const first = await resolveDatabase({ dataDir, logger, useEnv: false });
    expect(first.backend).not.toBe('uri');
    expect(first.uri).toMatch(/^mongodb:\/\/127\.0\.0\.1:\d+$/);
    await withConnection(first.uri, async (conn) => {
      const Note = conn.model('Note', noteSchema);
      await Note.init();
      await Note.create({ key: 'a', body: 'survives restarts' });
    });
    await first.stop();
    await first.stop(); // idempotent

    const second = await resolveDatabase({ dataDir, logger, useEnv: false });
    try {
      expect(second.backend).toBe(first.backend);
      const doc = await withConnection(second.uri, async (conn) => {
        const Note = conn.model('Note', noteSchema);
        // The unique index survived too.
        const dup = await Note.create({ key: 'a', body: 'dup' }).catch((e: { code?: number }) => e);
        expect((dup as { code?: number }).code).toBe(11000);
        return Note.findOne({ key: 'a' }).lean();
      });
      expect(doc).toMatchObject({ key: 'a', body: 'survives restarts' });
    } finally {
      await second.stop();
    }
    expect(logs.some((l) => l.startsWith(`using `))).toBe(true);
  });
});
