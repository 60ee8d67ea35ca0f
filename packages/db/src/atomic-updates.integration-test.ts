import mongoose from 'mongoose';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { testDbName } from './index';

// Several app processes share one database (docs/decisions/100). MongoDB applies each single-document
// update atomically; FerretDB v1 reads, changes and writes back, so concurrent updates of one document
// lost changes. The embedded FerretDB's launcher relays the wire protocol and lets one update per
// collection into FerretDB at a time (ferretdb/atomicupdates.go). Two clients stand for two processes.
const dbName = testDbName('db_atomic_updates');
const { MongoClient } = mongoose.mongo;
let one: InstanceType<typeof MongoClient>;
let two: InstanceType<typeof MongoClient>;

beforeAll(async () => {
  one = await new MongoClient(inject('mongoUri'), { maxPoolSize: 20 }).connect();
  two = await new MongoClient(inject('mongoUri'), { maxPoolSize: 20 }).connect();
});
afterAll(async () => {
  await one?.db(dbName).dropDatabase();
  await Promise.all([one?.close(), two?.close()]);
});

describe('single-document updates from two clients at once', () => {
  it('count every $inc and keep every $addToSet key (findAndModify and update, with upsert)', async () => {
    const [a, b] = [one.db(dbName).collection<{ _id: string; n?: number; keys?: string[] }>('c'), two.db(dbName).collection<{ _id: string; n?: number; keys?: string[] }>('c')];
    await Promise.all(
      Array.from({ length: 200 }, (_, i) => (i % 2 ? a : b).findOneAndUpdate({ _id: 'counter' }, { $inc: { n: 1 } }, { upsert: true, returnDocument: 'after' }).catch(() => (i % 2 ? a : b).updateOne({ _id: 'counter' }, { $inc: { n: 1 } }))),
    );
    expect((await a.findOne({ _id: 'counter' }))?.n).toBe(200);
    await Promise.all(
      Array.from({ length: 100 }, (_, i) => (i % 2 ? a : b).updateOne({ _id: 'list' }, { $addToSet: { keys: `k${i}` } }, { upsert: true }).catch(() => (i % 2 ? a : b).updateOne({ _id: 'list' }, { $addToSet: { keys: `k${i}` } }))),
    );
    expect((await a.findOne({ _id: 'list' }))?.keys).toHaveLength(100);
  });

  it('the embedded server says so when asked (the app keeps one process only on a FerretDB that does not)', async () => {
    const info = (await one.db(dbName).admin().command({ buildInfo: 1 })) as Record<string, unknown>;
    if (!('ferretdbVersion' in info)) return; // MongoDB: atomic anyway, no probe needed
    expect(await one.db(dbName).command({ cadenceAtomicUpdates: 1 })).toMatchObject({ ok: 1, atomicUpdates: true });
  });
});
